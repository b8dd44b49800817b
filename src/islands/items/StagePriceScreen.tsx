import { useStore } from '@nanostores/react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { readOnlyReason } from '../../stores/item.ts';
import {
  $ticketPrices,
  $ticketsSummary,
  addTicket,
  changeTicket,
  removeTicket,
  saveCourseTickets,
  startTickets,
  ticketsForm,
} from '../../stores/items/tickets.ts';
import { FieldError } from '../form/FieldError.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { MoneyPair } from './settings/MoneyPair.tsx';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function FundraisingSummary() {
  const t = useT();
  const summary = useStore($ticketsSummary);
  return (
    <p
      className={`settings-badge ${summary.fundraising ? 'settings-badge--on' : ''}`}
      role="status"
    >
      {summary.fundraising
        ? t('items.tickets.fundraising', { count: summary.count })
        : t('items.tickets.notFundraising', { count: summary.count, missing: summary.missing })}
    </p>
  );
}

function TicketsForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(ticketsForm);
  const prices = useStore($ticketPrices);
  const summary = useStore($ticketsSummary);
  const readOnly = readOnlyReason(item, 'prices');

  return (
    <SettingsForm
      title={t('items.tickets.title')}
      intro={t('items.tickets.intro')}
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void saveCourseTickets(item.id)}
    >
      <FundraisingSummary />
      <fieldset className="settings-form__fields" disabled={readOnly !== null}>
        <legend className="visually-hidden">{t('items.tickets.title')}</legend>
        {form.values.tickets.length === 0 && (
          <p className="settings-form__empty">{t('items.tickets.empty')}</p>
        )}
        <ol className="settings-rows">
          {form.values.tickets.map((ticket, index) => {
            const number = index + 1;
            return (
              <li
                key={index}
                className="settings-row"
                aria-label={t('items.tickets.row', { number })}
              >
                <FormField
                  id={`ticket-${String(index)}-price`}
                  label={t('items.tickets.price', { number })}
                  inputMode="numeric"
                  value={ticket.fundraising}
                  onValue={(value) => changeTicket(index, 'fundraising', value)}
                  error={form.error(`tickets.${String(index)}.fundraising`)}
                />
                <MoneyPair display={prices[index] ?? null} />
                <FormField
                  id={`ticket-${String(index)}-at`}
                  type="datetime-local"
                  label={t('items.tickets.scheduleAt', { number })}
                  value={ticket.schedule_at}
                  onValue={(value) => changeTicket(index, 'schedule_at', value)}
                  error={form.error(`tickets.${String(index)}.schedule_at`)}
                />
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => removeTicket(index)}
                >
                  {t('items.tickets.remove', { number })}
                </button>
              </li>
            );
          })}
        </ol>
        <button type="button" className="button" disabled={!summary.canAdd} onClick={addTicket}>
          {t('items.tickets.add')}
        </button>
        <FieldError id="tickets" error={form.error('tickets')} />
      </fieldset>
    </SettingsForm>
  );
}

/** The stage prices of a course: fundraising tickets, each from its date-time on. */
export default function StagePriceScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="prices" start={startTickets}>
      {(item) => <TicketsForm item={item} />}
    </ItemFrame>
  );
}
