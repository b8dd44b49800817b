import type { SyntheticEvent } from 'react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import type { ReadOnlyReason } from '../../stores/item.ts';
import {
  letterForm,
  letterLength,
  startLetter,
  MAX_LETTER_LENGTH,
  saveLetter,
} from '../../stores/items/letter.ts';
import { FormActions } from '../form/FormActions.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function LetterForm({ item, readOnly }: { item: ItemDetail; readOnly: ReadOnlyReason | null }) {
  const t = useT();
  const { values, saving, dirty, error } = useForm(letterForm);
  const editable = readOnly === null;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveLetter(item.kind, item.id);
  };
  const length = letterLength(values.letter);
  const over = length > MAX_LETTER_LENGTH;

  return (
    <div className="info-screen">
      <p className="info-screen__intro">{t('items.letter.hint')}</p>
      <form className="panel info-form info-form--wide" noValidate onSubmit={onSubmit}>
        <TextAreaField
          id="letter-text"
          label={t('items.letter.label')}
          value={values.letter}
          rows={12}
          readOnly={!editable}
          error={error('letter')}
          onValue={(letter) => letterForm.set('letter', letter)}
        />
        <p
          id="letter-count"
          className={over ? 'char-count char-count--over' : 'char-count'}
          aria-live="polite"
        >
          {t('items.letter.count', { count: length, max: MAX_LETTER_LENGTH })}
        </p>
        {editable && <FormActions saving={saving} dirty={dirty} />}
      </form>
    </div>
  );
}

/** The letter students receive when they join (courses and ebooks). */
export default function LetterScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="messages" start={startLetter}>
      {(item, readOnly) => <LetterForm item={item} readOnly={readOnly} />}
    </ItemFrame>
  );
}
