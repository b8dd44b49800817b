import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { courseTypes, type ItemKind } from '../../../server/src/contract/plain/items.ts';
import { $categories, categoryChoices, loadCategories } from '../../stores/items/categories.ts';
import { categoryForm, saveCategory, startCategory } from '../../stores/items/category.ts';
import { readOnlyReason } from '../../stores/item.ts';
import { FieldError } from '../form/FieldError.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { typeLabels } from '../../lib/item-labels.ts';
import { $i18n } from '../../stores/i18n.ts';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';
import { SourcesForm } from './settings/SourcesForm.tsx';

function CategoryForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(categoryForm);
  const readOnly = readOnlyReason(item, 'infos');
  const typeError = form.error('type');
  const { locale } = useStore($i18n);
  const categories = useStore($categories);
  useEffect(() => void loadCategories(locale), [locale]);

  // The course's own category stays offered even when archived.
  const value = form.values.category;
  const options = [
    ...(value === '' ? [{ value: '', label: t('items.category.choose') }] : []),
    ...categoryChoices(categories.list, item.category).map((category) => ({
      value: category.key,
      label: category.name,
    })),
  ];
  if (value !== '' && !options.some((option) => option.value === value))
    options.push({ value, label: t('load.loading') });
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
          value={value}
          options={options}
          onValue={(value) => categoryForm.set('category', value)}
          error={form.error('category')}
        />
        {categories.status === 'error' && (
          <p className="field__error" role="alert">
            {t('items.category.loadFailed')}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => void loadCategories(locale)}
            >
              {t('load.retry')}
            </button>
          </p>
        )}
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
