import { useEffect, type SyntheticEvent } from 'react';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { itemFeatures, type ItemKind } from '../../../server/src/contract/plain/items.ts';
import { mayEdit } from '../../stores/items/access.ts';
import { loadStudent, saveStudent, studentForm } from '../../stores/items/student.ts';
import { FormActions } from '../form/FormActions.tsx';
import { useForm } from '../form/use-form.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { useT } from '../use-t.ts';
import { EntryList } from './EntryList.tsx';
import { InfoNav } from './InfoNav.tsx';
import { ItemFrame } from './ItemFrame.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';

function StudentForm({ kind, item }: { kind: ItemKind; item: ItemDetail }) {
  const t = useT();
  const { values, errors, saving, dirty } = useForm(studentForm);
  const editable = mayEdit(item, 'infos');
  useEffect(() => loadStudent(item), [item.id]); // eslint-disable-line react-hooks/exhaustive-deps -- only the item's identity matters

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveStudent(kind, item.id);
  };

  return (
    <div className="info-screen">
      <InfoNav kind={kind} id={item.id} current="student" />
      {!editable && <ReadOnlyNote text={t('items.student.readOnly')} />}
      <p className="info-screen__intro">{t('items.student.hint')}</p>
      <form className="info-form" noValidate onSubmit={onSubmit}>
        <EntryList
          id="student-audiences"
          field="audiences"
          label={t('items.student.audiences')}
          values={values.audiences}
          errors={errors}
          editable={editable}
          onValues={(audiences) => studentForm.set('audiences', audiences)}
        />
        {editable && <FormActions saving={saving} dirty={dirty} />}
      </form>
    </div>
  );
}

/** Who the item is for (courses and ebooks). */
export default function StudentScreen({ kind }: { readonly kind: ItemKind }) {
  if (!itemFeatures[kind].student) return <ErrorView status={404} />;
  return <ItemFrame>{(item) => item && <StudentForm kind={kind} item={item} />}</ItemFrame>;
}
