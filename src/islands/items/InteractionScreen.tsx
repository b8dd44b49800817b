import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { readOnlyReason } from '../../stores/item.ts';
import {
  interactionForm,
  saveInteraction,
  startInteraction,
} from '../../stores/items/interaction.ts';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { FieldError } from '../form/FieldError.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

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
        <CheckboxField
          id="item-interaction-questions"
          label={t('items.interaction.questions')}
          hint={t('items.interaction.questionsHint')}
          checked={form.values.questions}
          onValue={(checked) => interactionForm.set('questions', checked)}
        />
        <CheckboxField
          id="item-interaction-feedbacks"
          label={t('items.interaction.feedbacks')}
          hint={t('items.interaction.feedbacksHint')}
          checked={form.values.feedbacks}
          onValue={(checked) => interactionForm.set('feedbacks', checked)}
        />
        <CheckboxField
          id="item-interaction-creations"
          label={t('items.interaction.creations')}
          hint={t('items.interaction.creationsHint')}
          checked={form.values.creations}
          onValue={(checked) => interactionForm.set('creations', checked)}
        />
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
