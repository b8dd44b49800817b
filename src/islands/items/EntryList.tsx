import type { FieldErrors } from '../../stores/form.ts';
import { listErrorOf } from '../../stores/items/list-entries.ts';
import { MAX_LIST_ENTRIES } from '../../../server/src/contract/plain/items.ts';
import { ListField } from '../form/ListField.tsx';
import { useT } from '../use-t.ts';

interface Props {
  readonly id: string;
  /** The list: its entries are named by it ("Add a requirement", "Requirement 2"). */
  readonly field: 'learnings' | 'requirements' | 'audiences';
  readonly label: string;
  readonly values: readonly string[];
  readonly errors: FieldErrors;
  readonly editable: boolean;
  readonly onValues: (values: string[]) => void;
}

/** A list of short texts: editable entries with the server's message, or a plain list to read. */
export function EntryList({ id, field, label, values, errors, editable, onValues }: Props) {
  const t = useT();
  const problem = listErrorOf(errors, field);
  const error =
    problem === null
      ? undefined
      : problem.index === null
        ? problem.message
        : t('items.material.entryError', { number: problem.index + 1, message: problem.message });
  if (editable)
    return (
      <ListField
        id={id}
        label={label}
        texts={{
          add: t('items.entries.add', { field }),
          entry: (number) => t('items.entries.entry', { field, number }),
          remove: (number) => t('items.entries.remove', { field, number }),
        }}
        values={values}
        onValues={onValues}
        error={error}
        max={MAX_LIST_ENTRIES}
      />
    );
  return (
    <section className="field entry-list" aria-label={label}>
      <h3 className="entry-list__label">{label}</h3>
      {values.length === 0 ? (
        <p className="list-field__empty">{t('items.material.none')}</p>
      ) : (
        <ul>
          {values.map((value, index) => (
            <li key={index}>{value}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
