/**
 * The prices of an item: the normal price (courses and ebooks) and a course's stage prices
 * (fundraising tickets). Both need the `prices` permission and answer the whole item.
 */
import { asc, eq } from 'drizzle-orm';
import { itemPricesContract } from '../../contract/items.ts';
import type { Transaction } from '../../db/index.ts';
import { fundraisingTickets } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { itemChange, itemWriteAccess, kindsWith } from '../../items/routing.ts';

/** Statuses during which a course's tickets are fixed (the fundraising runs on them). */
const ticketsLockedIn: readonly string[] = ['PRESALE', 'PREPARE'];

interface StoredTicket {
  readonly fundraising: number;
  readonly at: number;
}

/** Whether two ticket lists are the same (both sorted by time). */
function sameTickets(a: readonly StoredTicket[], b: readonly StoredTicket[]): boolean {
  const key = (list: readonly StoredTicket[]) =>
    JSON.stringify(list.map((ticket) => [ticket.fundraising, ticket.at]));
  return key(a) === key(b);
}

async function storedTickets(tx: Transaction, courseId: number): Promise<StoredTicket[]> {
  const rows = await tx
    .select({ fundraising: fundraisingTickets.fundraising, at: fundraisingTickets.scheduleAt })
    .from(fundraisingTickets)
    .where(eq(fundraisingTickets.courseId, courseId))
    .orderBy(asc(fundraisingTickets.scheduleAt), asc(fundraisingTickets.id));
  return rows.map((row) => ({ fundraising: row.fundraising, at: row.at.getTime() }));
}

/** `PUT /lecturers/v2/{kind}/{id}/prices` of every kind with prices. */
const pricesRoutes = kindsWith('prices').map((kind) =>
  defineRoute({
    operation: itemPricesContract.prices,
    kind,
    summary:
      "Set the price of this item (TWD whole dollars) and the original price shown struck through ('' clears it; at least the price). Needs the prices permission.",
    tag: kind,
    access: itemWriteAccess,
    handler: itemChange(kind, 'prices', ({ body }, access) => {
      const originalPrice =
        body.original_price === undefined
          ? access.item.originalPrice
          : body.original_price === ''
            ? null
            : body.original_price;
      if (originalPrice !== null && originalPrice < body.price)
        throw badRequest('item.originalPriceBelowPrice', 'original_price');
      return { price: body.price, originalPrice };
    }),
  }),
);

/** `PUT /lecturers/v2/courses/{id}/fundraising_tickets` of every kind with tickets. */
const ticketsRoutes = kindsWith('tickets').map((kind) =>
  defineRoute({
    operation: itemPricesContract.tickets,
    kind,
    summary:
      'Replace the stage prices (fundraising tickets) of this item: each a price from its schedule_at on, times distinct. 3 or more make it fundraising. Fixed during presale and preparation. Needs the prices permission.',
    tag: kind,
    access: itemWriteAccess,
    handler: itemChange(kind, 'prices', async ({ tx, body }, access) => {
      if (ticketsLockedIn.includes(access.item.status)) throw badRequest('item.ticketsLocked');
      const wanted = body.tickets
        .map((ticket) => ({ fundraising: ticket.fundraising, at: Date.parse(ticket.schedule_at) }))
        .sort((a, b) => a.at - b.at);
      if (new Set(wanted.map((ticket) => ticket.at)).size !== wanted.length)
        throw badRequest('item.ticketTimesRepeat', 'tickets');
      // Saving the same list writes nothing (and keeps updated_at).
      if (sameTickets(wanted, await storedTickets(tx, access.item.id))) return null;
      await tx.delete(fundraisingTickets).where(eq(fundraisingTickets.courseId, access.item.id));
      if (wanted.length > 0)
        await tx.insert(fundraisingTickets).values(
          wanted.map((ticket) => ({
            courseId: access.item.id,
            fundraising: ticket.fundraising,
            scheduleAt: new Date(ticket.at),
          })),
        );
      return {};
    }),
  }),
);

/** Declared routes of item prices. */
export const itemPricesRoutes: readonly RouteSpec[] = [...pricesRoutes, ...ticketsRoutes];
