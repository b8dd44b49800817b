import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { readOnlyReason } from '../../stores/item.ts';
import {
  presaleProgress,
  saveThreshold,
  startThreshold,
  thresholdForm,
} from '../../stores/items/threshold.ts';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function PresaleProgress({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const progress = presaleProgress(item);
  let state: string;
  if (progress.threshold === null) state = t('items.threshold.noThreshold');
  else if (progress.met) state = t('items.threshold.met', { threshold: progress.threshold });
  else
    state = t('items.threshold.notMet', {
      threshold: progress.threshold,
      missing: progress.missing,
    });
  return (
    <dl className="settings-facts">
      <div>
        <dt>{t('items.threshold.presaleCount')}</dt>
        <dd>{t('items.threshold.students', { count: progress.count })}</dd>
      </div>
      <div>
        <dt>{t('items.threshold.state')}</dt>
        <dd>
          <span className={`settings-badge ${progress.met ? 'settings-badge--on' : ''}`}>
            {state}
          </span>
        </dd>
      </div>
      {item.fundraising_ends_at && (
        <div>
          <dt>{t('items.threshold.endsAtSaved')}</dt>
          <dd>{formatDate(item.fundraising_ends_at, 'YYYY/MM/DD HH:mm')}</dd>
        </div>
      )}
    </dl>
  );
}

function ThresholdForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(thresholdForm);
  const readOnly = readOnlyReason(item, 'settings');

  return (
    <SettingsForm
      title={t('items.threshold.title')}
      intro={t('items.threshold.intro')}
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void saveThreshold(item.kind, item.id)}
    >
      <PresaleProgress item={item} />
      <fieldset className="settings-form__fields" disabled={readOnly !== null}>
        <legend className="visually-hidden">{t('items.threshold.title')}</legend>
        <FormField
          id="item-threshold"
          label={t('items.threshold.threshold')}
          inputMode="numeric"
          value={form.values.fundraising_threshold}
          onValue={(value) => thresholdForm.set('fundraising_threshold', value)}
          error={form.error('fundraising_threshold')}
        />
        <FormField
          id="item-threshold-ends-at"
          type="datetime-local"
          label={t('items.threshold.endsAt')}
          value={form.values.fundraising_ends_at}
          onValue={(value) => thresholdForm.set('fundraising_ends_at', value)}
          error={form.error('fundraising_ends_at')}
        />
        <p className="field__hint">{t('items.threshold.clearHint')}</p>
      </fieldset>
    </SettingsForm>
  );
}

/** A course's fundraising threshold and end, with the presale so far. */
export default function ThresholdScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="settings" start={startThreshold}>
      {(item) => <ThresholdForm item={item} />}
    </ItemFrame>
  );
}
