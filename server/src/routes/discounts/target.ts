/**
 * What a discount prices, as the lecturer names it: their own course or ebook (SINGLE) or their
 * own package (PACKAGE); another's, or none, is 404. Locked for update when asked, so the
 * overlap check of two discounts on one target runs one after the other.
 */
import type { Viewer } from '../../auth/sessions.ts';
import type { DiscountTarget } from '../../contract/discounts.ts';
import type { DiscountKind } from '../../contract/plain/discounts.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { ownPackage, ownSellable } from '../../selling/discount-access.ts';

/** A target with its owner. */
export interface OwnTarget extends DiscountTarget {
  readonly lecturerId: number;
}

/** Loads the lecturer's target of a kind (locked when `forUpdate`); 404 otherwise. */
export async function ownTarget(
  tx: Database | Transaction,
  lecturer: Viewer,
  kind: DiscountKind,
  id: number,
  forUpdate = false,
): Promise<OwnTarget> {
  if (kind === 'SINGLE') {
    const row = await ownSellable(tx, lecturer, id, forUpdate);
    return {
      id: row.id,
      title: row.title,
      kind: row.kind,
      price: row.price,
      lecturerId: row.lecturerId,
    };
  }
  const row = await ownPackage(tx, lecturer, id, forUpdate);
  return {
    id: row.id,
    title: row.title,
    kind: 'packages',
    price: row.price,
    lecturerId: row.lecturerId,
  };
}
