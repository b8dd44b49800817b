import { makeMove, moveLabel, statusForm } from '../../../stores/items/status.ts';
import { FieldError } from '../../form/FieldError.tsx';
import { FormField } from '../../form/FormField.tsx';
import { TextAreaField } from '../../form/TextAreaField.tsx';
import { useForm } from '../../form/use-form.ts';
import { useT } from '../../use-t.ts';
import type { MovesProps } from './RefusedMoves.tsx';
import { statusLabel } from '../../../lib/item-labels.ts';

/** The moves the viewer may make now: a button each, with the date or reason it needs. */
export function AllowedMoves({ item, moves }: MovesProps) {
  const t = useT();
  const form = useForm(statusForm);
  return (
    <>
      <ul className="settings-moves">
        {moves.map((move) => {
          const status = t(statusLabel(move.status));
          const key = move.status.toLowerCase();
          return (
            <li key={move.status} className="settings-move">
              <form
                noValidate
                aria-label={t(moveLabel(item.status, move), { status })}
                onSubmit={(event) => {
                  event.preventDefault();
                  void makeMove(item, move, status);
                }}
              >
                {move.needs === 'scheduled_at' && (
                  <FormField
                    id={`move-${key}-scheduled-at`}
                    type="datetime-local"
                    label={t('items.status.scheduledAtLabel')}
                    value={form.values.scheduled_at}
                    onValue={(value) => statusForm.set('scheduled_at', value)}
                    error={form.error('scheduled_at')}
                  />
                )}
                {move.needs === 'reason' && (
                  <TextAreaField
                    id={`move-${key}-reason`}
                    label={t('items.status.reasonLabel')}
                    rows={3}
                    value={form.values.reason}
                    onValue={(value) => statusForm.set('reason', value)}
                    error={form.error('reason')}
                  />
                )}
                <button
                  type="submit"
                  className={`button ${move.needs === 'reason' || key === 'offline' ? 'button--danger' : 'button--primary'}`}
                  disabled={form.saving}
                >
                  {t(moveLabel(item.status, move), { status })}
                </button>
                <span className="settings-move__target">
                  {t('items.status.moveTarget', { status })}
                </span>
              </form>
            </li>
          );
        })}
      </ul>
      <FieldError id="item-status" error={form.error('status')} />
    </>
  );
}
