import type { SyntheticEvent } from 'react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import type { ReadOnlyReason } from '../../stores/item.ts';
import { startMaterial, materialForm, saveMaterial } from '../../stores/items/material.ts';
import { FormActions } from '../form/FormActions.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { EntryList } from './EntryList.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function MaterialForm({ item, readOnly }: { item: ItemDetail; readOnly: ReadOnlyReason | null }) {
  const t = useT();
  const { values, errors, saving, dirty } = useForm(materialForm);
  const editable = readOnly === null;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveMaterial(item.kind, item.id);
  };

  return (
    <div className="info-screen">
      <p className="info-screen__intro">{t('items.material.hint')}</p>
      <form className="info-form" noValidate onSubmit={onSubmit}>
        <EntryList
          id="material-learnings"
          field="learnings"
          label={t('items.material.learnings')}
          values={values.learnings}
          errors={errors}
          editable={editable}
          onValues={(learnings) => materialForm.set('learnings', learnings)}
        />
        <EntryList
          id="material-requirements"
          field="requirements"
          label={t('items.material.requirements')}
          values={values.requirements}
          errors={errors}
          editable={editable}
          onValues={(requirements) => materialForm.set('requirements', requirements)}
        />
        {editable && <FormActions saving={saving} dirty={dirty} />}
      </form>
    </div>
  );
}

/** What students will learn and what they need first (two lists of short texts). */
export default function MaterialScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="infos" start={startMaterial}>
      {(item, readOnly) => <MaterialForm item={item} readOnly={readOnly} />}
    </ItemFrame>
  );
}
