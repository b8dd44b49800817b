import { useStore } from '@nanostores/react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { readOnlyReason } from '../../stores/item.ts';
import {
  $lecturersShare,
  platformShareForm,
  savePlatformShare,
  startPlatformShare,
} from '../../stores/items/platform-share.ts';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function PlatformShareForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(platformShareForm);
  const lecturers = useStore($lecturersShare);
  const readOnly = readOnlyReason(item, 'admin');

  return (
    <SettingsForm
      intro={t('items.platformShare.intro')}
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void savePlatformShare(item.kind, item.id)}
    >
      {readOnly && (
        <p className="item-settings__note" role="note">
          {t('items.platformShare.readOnly')}
        </p>
      )}
      <fieldset className="settings-form__fields" disabled={readOnly !== null}>
        <legend className="visually-hidden">{t('items.platformShare.legend')}</legend>
        <FormField
          id="item-platform-share"
          label={t('items.platformShare.share')}
          inputMode="numeric"
          value={form.values.platform_share}
          onValue={(value) => platformShareForm.set('platform_share', value)}
          error={form.error('platform_share')}
        />
        <output className="money-pair" aria-live="polite">
          {lecturers === null
            ? t('items.platformShare.invalid')
            : t('items.platformShare.lecturers', { share: lecturers })}
        </output>
      </fieldset>
    </SettingsForm>
  );
}

/** The platform's share of each sale (administrators) and what the lecturers keep. */
export default function ProfitSettingScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="admin" start={startPlatformShare}>
      {(item) => <PlatformShareForm item={item} />}
    </ItemFrame>
  );
}
