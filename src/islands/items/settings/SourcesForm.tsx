import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { MAX_LIST_ENTRIES } from '../../../../server/src/contract/plain/items.ts';
import { readOnlyReason, type ReadOnlyReason } from '../../../stores/item.ts';
import {
  sourcesLoader,
  addSource,
  changeSource,
  loadSources,
  removeSource,
  saveSources,
  sourcesForm,
} from '../../../stores/items/sources.ts';
import { FieldError } from '../../form/FieldError.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { FormField } from '../../form/FormField.tsx';
import { useForm } from '../../form/use-form.ts';
import { LoadState } from '../../ui/LoadState.tsx';
import { useT } from '../../use-t.ts';

/** The sources a course's material comes from: title and URL rows, saved as a whole. */
export function SourcesForm({ item }: { readonly item: ItemDetail }) {
  const load = useStore(sourcesLoader.$state);
  const readOnly = readOnlyReason(item, 'infos');
  useEffect(() => void loadSources(item.id), [item.id]);

  const ours = load.key === item.id;
  return (
    <LoadState
      state={ours ? load : { status: 'loading', data: null }}
      onRetry={() => void loadSources(item.id)}
    >
      {() => <SourcesRows item={item} readOnly={readOnly} />}
    </LoadState>
  );
}

function SourcesRows({
  item,
  readOnly,
}: {
  readonly item: ItemDetail;
  readonly readOnly: ReadOnlyReason | null;
}) {
  const t = useT();
  const form = useForm(sourcesForm);
  const { sources } = form.values;
  return (
    <SettingsForm
      title={t('items.sources.title')}
      intro={t('items.sources.intro')}
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void saveSources(item.id)}
      saveLabel={t('items.sources.save')}
    >
      <fieldset className="settings-form__fields" disabled={readOnly !== null}>
        <legend className="visually-hidden">{t('items.sources.title')}</legend>
        {sources.length === 0 && <p className="settings-form__empty">{t('items.sources.empty')}</p>}
        <ol className="settings-rows">
          {sources.map((source, index) => {
            const number = index + 1;
            return (
              <li key={index} className="settings-row">
                <FormField
                  id={`source-${String(index)}-title`}
                  label={t('items.sources.sourceTitle', { number })}
                  value={source.title}
                  onValue={(value) => changeSource(index, 'title', value)}
                  error={form.error(`sources.${String(index)}.title`)}
                />
                <FormField
                  id={`source-${String(index)}-url`}
                  type="url"
                  label={t('items.sources.url', { number })}
                  value={source.url}
                  onValue={(value) => changeSource(index, 'url', value)}
                  error={form.error(`sources.${String(index)}.url`)}
                />
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => removeSource(index)}
                >
                  {t('items.sources.remove', { number })}
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button"
          disabled={sources.length >= MAX_LIST_ENTRIES}
          onClick={addSource}
        >
          {t('items.sources.add')}
        </button>
        <FieldError id="sources" error={form.error('sources')} />
      </fieldset>
    </SettingsForm>
  );
}
