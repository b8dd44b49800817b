/**
 * The stage price screen (courses): the fundraising tickets, each a price (TWD) in effect from
 * its date-time on. Three or more make the course fundraising; the list is saved as a whole.
 */
import { computed } from 'nanostores';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { FUNDRAISING_MIN_TICKETS, MAX_TICKETS } from '../../../server/src/contract/plain/items.ts';
import { saveTickets } from '../../api/item-prices.ts';
import { createForm } from '../form.ts';
import { setItem } from '../item.ts';
import { $usdRate } from '../platform.ts';
import { fromLocalInput, toLocalInput } from '../../lib/local-time.ts';
import { moneyDisplay } from './prices.ts';

/** Whether a course is fundraising: it has 3 or more tickets. */
function isFundraising(ticketCount: number): boolean {
  return ticketCount >= FUNDRAISING_MIN_TICKETS;
}

/** One ticket as typed: the price in TWD and a `datetime-local` value. */
export interface TicketRow {
  readonly fundraising: string;
  readonly schedule_at: string;
}

/** The values of the tickets form. */
export interface TicketsValues {
  readonly tickets: readonly TicketRow[];
}

/** The tickets form. */
export const ticketsForm = createForm<TicketsValues>(
  'item-tickets',
  { tickets: [] },
  { money: ['tickets.*.fundraising'] },
);

function valuesOf(item: ItemDetail): TicketsValues {
  return {
    tickets: item.tickets.map((ticket) => ({
      fundraising: String(ticket.fundraising),
      schedule_at: toLocalInput(ticket.schedule_at),
    })),
  };
}

/** Whether the tickets being edited make the course fundraising, and how many more it needs. */
export interface FundraisingSummary {
  readonly count: number;
  readonly fundraising: boolean;
  readonly missing: number;
  readonly canAdd: boolean;
}

/** The fundraising summary of a number of tickets. */
export function fundraisingSummary(count: number): FundraisingSummary {
  return {
    count,
    fundraising: isFundraising(count),
    missing: Math.max(0, FUNDRAISING_MIN_TICKETS - count),
    canAdd: count < MAX_TICKETS,
  };
}

/** The summary of the tickets being edited. */
export const $ticketsSummary = computed(ticketsForm.$values, (values) =>
  fundraisingSummary(values.tickets.length),
);

/** Each ticket's price in TWD and USD (null while not a whole number). */
export const $ticketPrices = computed([ticketsForm.$values, $usdRate], (values, rate) =>
  values.tickets.map((ticket) => moneyDisplay(ticket.fundraising, rate)),
);

/** Fills the form with the course's saved tickets. */
export function startTickets(item: ItemDetail): void {
  ticketsForm.reset(valuesOf(item));
}

function forgetRowErrors(): void {
  const errors = ticketsForm.$errors.get();
  if (Object.keys(errors).length === 0) return;
  ticketsForm.$errors.set(
    Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('tickets'))),
  );
}

/** Adds an empty ticket at the end (up to the most a course may have). */
export function addTicket(): void {
  const { tickets } = ticketsForm.$values.get();
  if (tickets.length >= MAX_TICKETS) return;
  ticketsForm.set('tickets', [...tickets, { fundraising: '', schedule_at: '' }]);
  forgetRowErrors();
}

/** Removes the ticket at an index. */
export function removeTicket(index: number): void {
  const { tickets } = ticketsForm.$values.get();
  ticketsForm.set(
    'tickets',
    tickets.filter((_, i) => i !== index),
  );
  forgetRowErrors();
}

/** Changes one field of the ticket at an index. */
export function changeTicket(index: number, field: keyof TicketRow, value: string): void {
  const { tickets } = ticketsForm.$values.get();
  ticketsForm.set(
    'tickets',
    tickets.map((ticket, i) => (i === index ? { ...ticket, [field]: value } : ticket)),
  );
  const key = `tickets.${String(index)}.${field}`;
  const errors = ticketsForm.$errors.get();
  if (errors[key])
    ticketsForm.$errors.set(Object.fromEntries(Object.entries(errors).filter(([f]) => f !== key)));
}

/** Saves every ticket (replacing the list); the item becomes the server's answer. */
export function saveCourseTickets(id: number): Promise<boolean> {
  return ticketsForm.submit(async (values) => {
    const item = await saveTickets(id, {
      tickets: values.tickets.map((ticket) => ({
        fundraising: ticket.fundraising.trim(),
        ...(ticket.schedule_at.trim() === ''
          ? {}
          : { schedule_at: fromLocalInput(ticket.schedule_at) }),
      })) as { fundraising: string; schedule_at: string }[],
    });
    setItem(item);
    return valuesOf(item);
  });
}
