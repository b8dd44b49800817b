import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { readOnlyReason } from '../../stores/item.ts';
import {
  interactionForm,
  saveInteraction,
  startInteraction,
  type InteractionValues,
} from '../../stores/items/interaction.ts';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { FieldError } from '../form/FieldError.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

/** The three switches, each with its words. */
const switches: readonly {
  readonly key: keyof InteractionValues;
  readonly label: string;
  readonly hint: string;
}[] = [
  {
    key: 'questions',
    label: 'items.interaction.questions',
    hint: 'items.interaction.questionsHint',
  },
  {
    key: 'feedbacks',
    label: 'items.interaction.feedbacks',
    hint: 'items.interaction.feedbacksHint',
  },
  {
    key: 'creations',
    label: 'items.interaction.creations',
    hint: 'items.interaction.creationsHint',
  },
];

function InteractionForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(interactionForm);
  const readOnly = readOnlyReason(item, 'settings');
  const disabled = readOnly !== null;

  return (
    <SettingsForm
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void saveInteraction(item.kind, item.id)}
    >
      <fieldset className="settings-form__fields settings-choices" disabled={disabled}>
        <legend>{t('items.interaction.legend')}</legend>
        {switches.map(({ key, label, hint }) => (
          <CheckboxField
            key={key}
            id={`item-interaction-${key}`}
            label={t(label)}
            hint={t(hint)}
            checked={form.values[key]}
            onValue={(checked) => interactionForm.set(key, checked)}
          />
        ))}
        <FieldError id="item-interaction" error={form.error('interactions')} />
      </fieldset>
    </SettingsForm>
  );
}

/** Whether students may ask questions, give feedback and share their works on a course. */
export default function InteractionScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="settings" start={startInteraction}>
      {(item) => <InteractionForm item={item} />}
    </ItemFrame>
  );
}
