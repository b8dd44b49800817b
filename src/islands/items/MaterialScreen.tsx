import { useEffect, type SyntheticEvent } from 'react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { mayEdit } from '../../stores/items/access.ts';
import { loadMaterial, materialForm, saveMaterial } from '../../stores/items/material.ts';
import { FormActions } from '../form/FormActions.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { EntryList } from './EntryList.tsx';
import { InfoNav } from './InfoNav.tsx';
import { ItemFrame } from './ItemFrame.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';

function MaterialForm({ kind, item }: { kind: ItemKind; item: ItemDetail }) {
  const t = useT();
  const { values, errors, saving, dirty } = useForm(materialForm);
  const editable = mayEdit(item, 'infos');
  useEffect(() => loadMaterial(item), [item.id]); // eslint-disable-line react-hooks/exhaustive-deps -- only the item's identity matters

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveMaterial(kind, item.id);
  };

  return (
    <div className="info-screen">
      <InfoNav kind={kind} id={item.id} current="material" />
      {!editable && <ReadOnlyNote text={t('items.material.readOnly')} />}
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
  return <ItemFrame>{(item) => item && <MaterialForm kind={kind} item={item} />}</ItemFrame>;
}
