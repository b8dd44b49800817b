import { useT } from '../use-t.ts';
import { FieldError } from './FieldError.tsx';

/** The words of one list: its add button and each entry's name (the list's own noun, not its label). */
export interface ListTexts {
  readonly add: string;
  readonly entry: (number: number) => string;
  readonly remove: (number: number) => string;
}

interface Props {
  readonly id: string;
  readonly label: string;
  readonly texts: ListTexts;
  readonly values: readonly string[];
  readonly onValues: (values: string[]) => void;
  readonly error?: string | undefined;
  readonly max?: number;
}

/** A labelled list of short texts: edit, add and remove entries. */
export function ListField({ id, label, texts, values, onValues, error, max = 30 }: Props) {
  const t = useT();
  const change = (index: number, value: string) =>
    onValues(values.map((entry, i) => (i === index ? value : entry)));
  return (
    <fieldset className="field list-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {values.length === 0 && <p className="list-field__empty">{t('form.list.empty')}</p>}
      <ol className="list-field__entries">
        {values.map((value, index) => (
          <li key={index} className="list-field__entry">
            <input
              id={`${id}-${String(index)}`}
              value={value}
              aria-label={texts.entry(index + 1)}
              onChange={(event) => change(index, event.target.value)}
            />
            <button
              type="button"
              className="button button--quiet"
              aria-label={texts.remove(index + 1)}
              onClick={() => onValues(values.filter((_, i) => i !== index))}
            >
              {t('form.list.removeShort')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={values.length >= max}
        onClick={() => onValues([...values, ''])}
      >
        {texts.add}
      </button>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
