import type { SyntheticEvent } from 'react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import type { ReadOnlyReason } from '../../stores/item.ts';
import { startStudent, saveStudent, studentForm } from '../../stores/items/student.ts';
import { FormActions } from '../form/FormActions.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { EntryList } from './EntryList.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function StudentForm({ item, readOnly }: { item: ItemDetail; readOnly: ReadOnlyReason | null }) {
  const t = useT();
  const { values, errors, saving, dirty } = useForm(studentForm);
  const editable = readOnly === null;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveStudent(item.kind, item.id);
  };

  return (
    <div className="info-screen">
      <p className="info-screen__intro">{t('items.student.hint')}</p>
      <form className="panel info-form" noValidate onSubmit={onSubmit}>
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
  return (
    <ItemFrame kind={kind} need="infos" start={startStudent}>
      {(item, readOnly) => <StudentForm item={item} readOnly={readOnly} />}
    </ItemFrame>
  );
}
