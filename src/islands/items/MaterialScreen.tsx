import type { SyntheticEvent } from 'react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import type { ReadOnlyReason } from '../../stores/item.ts';
import { startMaterial, materialForm, saveMaterial } from '../../stores/items/material.ts';
import { FormActions } from '../form/FormActions.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { EntryList } from './EntryList.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

/** The material's two lists: what students will learn and what they need first. */
const materialLists = [
  { field: 'learnings', label: 'items.material.learnings' },
  { field: 'requirements', label: 'items.material.requirements' },
] as const;

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
      <form className="panel info-form" noValidate onSubmit={onSubmit}>
        {materialLists.map(({ field, label }) => (
          <EntryList
            key={field}
            id={`material-${field}`}
            field={field}
            label={t(label)}
            values={values[field]}
            errors={errors}
            editable={editable}
            onValues={(entries) => materialForm.set(field, entries)}
          />
        ))}
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
