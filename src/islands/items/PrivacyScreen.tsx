import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { itemPrivacies, type ItemKind } from '../../../server/src/contract/plain/items.ts';
import { readOnlyReason } from '../../stores/item.ts';
import { privacyForm, savePrivacy, startPrivacy } from '../../stores/items/privacy.ts';
import { FieldError } from '../form/FieldError.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { privacyLabels } from '../../lib/item-labels.ts';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function PrivacyForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(privacyForm);
  const readOnly = readOnlyReason(item, 'settings');
  const error = form.error('privacy');

  return (
    <SettingsForm
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void savePrivacy(item.kind, item.id)}
    >
      <fieldset
        className="settings-form__fields settings-choices"
        disabled={readOnly !== null}
        aria-describedby={error ? 'item-privacy-error' : undefined}
      >
        <legend>{t('items.privacy.legend')}</legend>
        {itemPrivacies.map((privacy) => (
          <div key={privacy} className="settings-choice">
            <input
              id={`item-privacy-${privacy}`}
              type="radio"
              name="privacy"
              value={privacy}
              checked={form.values.privacy === privacy}
              onChange={() => privacyForm.set('privacy', privacy)}
            />
            <label htmlFor={`item-privacy-${privacy}`}>{t(privacyLabels[privacy])}</label>
          </div>
        ))}
        <FieldError id="item-privacy" error={error} />
      </fieldset>
    </SettingsForm>
  );
}

/** Who may see the item on the marketplace. */
export default function PrivacyScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="settings" start={startPrivacy}>
      {(item) => <PrivacyForm item={item} />}
    </ItemFrame>
  );
}
