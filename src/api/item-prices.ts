/** The prices of an item: the normal price and a course's stage prices (each answers the item). */
import type {
  ItemDetail,
  ItemKind,
  ItemPricesBody,
  itemPricesContract,
  TicketsBody,
} from '../../server/src/contract/items.ts';
import { itemPricesOperations } from '../../server/src/contract/plain/item-prices.ts';
import { call } from './call.ts';
import { kindOf, typed } from './operation.ts';

const operations = typed<typeof itemPricesContract>(itemPricesOperations);

/** Saves the normal price (`PUT .../prices`). */
export function saveItemPrices(
  kind: ItemKind,
  id: number,
  body: ItemPricesBody,
): Promise<ItemDetail> {
  return call(operations.prices, {
    params: { kind: kindOf(operations.prices, kind), id },
    body,
  });
}

/** Replaces a course's fundraising tickets (`PUT courses/{id}/fundraising_tickets`). */
export function saveTickets(id: number, body: TicketsBody): Promise<ItemDetail> {
  return call(operations.tickets, { params: { kind: 'courses', id }, body, json: true });
}
