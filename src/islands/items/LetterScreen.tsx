import { useEffect, type SyntheticEvent } from 'react';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { itemFeatures, type ItemKind } from '../../../server/src/contract/plain/items.ts';
import { mayEdit } from '../../stores/items/access.ts';
import {
  letterForm,
  letterLength,
  loadLetter,
  MAX_LETTER_LENGTH,
  saveLetter,
} from '../../stores/items/letter.ts';
import { FormActions } from '../form/FormActions.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useForm } from '../form/use-form.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { useT } from '../use-t.ts';
import { ItemFrame } from './ItemFrame.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';

function LetterForm({ kind, item }: { kind: ItemKind; item: ItemDetail }) {
  const t = useT();
  const { values, saving, dirty, error } = useForm(letterForm);
  const editable = mayEdit(item, 'messages');
  useEffect(() => loadLetter(item), [item.id]); // eslint-disable-line react-hooks/exhaustive-deps -- only the item's identity matters

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveLetter(kind, item.id);
  };
  const length = letterLength(values.letter);
  const over = length > MAX_LETTER_LENGTH;

  return (
    <div className="info-screen">
      {!editable && <ReadOnlyNote text={t('items.letter.readOnly')} />}
      <p className="info-screen__intro">{t('items.letter.hint')}</p>
      <form className="info-form info-form--wide" noValidate onSubmit={onSubmit}>
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
  if (!itemFeatures[kind].letter) return <ErrorView status={404} />;
  return <ItemFrame>{(item) => item && <LetterForm kind={kind} item={item} />}</ItemFrame>;
}
