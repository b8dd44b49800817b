import type { ItemDetail } from '../../../server/src/contract/items.ts';
import {
  courseTypes,
  itemCategories,
  type ItemKind,
} from '../../../server/src/contract/plain/items.ts';
import { categoryForm, saveCategory, startCategory } from '../../stores/items/category.ts';
import { readOnlyReason } from '../../stores/item.ts';
import { FieldError } from '../form/FieldError.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { categoryLabels, typeLabels } from '../../lib/item-labels.ts';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';
import { SourcesForm } from './settings/SourcesForm.tsx';

function CategoryForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(categoryForm);
  const readOnly = readOnlyReason(item, 'infos');
  const typeError = form.error('type');

  const options = [
    ...(form.values.category === ''
      ? [{ value: '' as const, label: t('items.category.choose') }]
      : []),
    ...itemCategories.map((category) => ({ value: category, label: t(categoryLabels[category]) })),
  ];
  return (
    <SettingsForm
      title={t('items.category.title')}
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void saveCategory(item.id)}
    >
      <fieldset className="settings-form__fields" disabled={readOnly !== null}>
        <legend className="visually-hidden">{t('items.category.title')}</legend>
        <SelectField
          id="item-category"
          label={t('items.category.category')}
          value={form.values.category}
          options={options}
          onValue={(value) => categoryForm.set('category', value)}
          error={form.error('category')}
        />
        <fieldset
          className="settings-choices"
          aria-describedby={typeError ? 'item-type-error' : undefined}
        >
          <legend>{t('items.category.type')}</legend>
          {courseTypes.map((type) => (
            <div key={type} className="settings-choice">
              <input
                id={`item-type-${type}`}
                type="radio"
                name="type"
                value={type}
                checked={form.values.type === type}
                onChange={() => categoryForm.set('type', type)}
              />
              <label htmlFor={`item-type-${type}`}>{t(typeLabels[type])}</label>
            </div>
          ))}
          <FieldError id="item-type" error={typeError} />
        </fieldset>
      </fieldset>
    </SettingsForm>
  );
}

/** A course's category and type, and the sources its material comes from. */
export default function CategoryScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="infos" start={startCategory}>
      {(item) => (
        <>
          <CategoryForm item={item} />
          <SourcesForm item={item} />
        </>
      )}
    </ItemFrame>
  );
}
