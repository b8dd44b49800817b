/** Catalogue items in a given state for API tests: created through the API, then set directly. */
import { eq } from 'drizzle-orm';
import type { ItemKind } from '../contract/items.ts';
import { courses, fundraisingTickets } from '../db/schema.ts';
import type { TestApi } from './harness.ts';
import { createItem } from './item-fixtures.ts';

/** Column values of an item. */
export type ItemValues = Partial<typeof courses.$inferInsert>;

/**
 * Creates an item of a kind as a lecturer (`POST /lecturers/v2/{kind}`), then sets columns (a
 * status, an introduction, dates...) and adds `tickets` stage prices; answers its id.
 */
export async function prepareItem(
  api: TestApi,
  kind: ItemKind,
  values: ItemValues = {},
  options: { readonly owner?: string; readonly tickets?: number } = {},
): Promise<number> {
  const id = await createItem(api, kind, options.owner ?? 'teacher@example.com');
  if (Object.keys(values).length > 0)
    await api.db.update(courses).set(values).where(eq(courses.id, id));
  const tickets = options.tickets ?? 0;
  if (tickets > 0) {
    await api.db.insert(fundraisingTickets).values(
      Array.from({ length: tickets }, (_, index) => ({
        courseId: id,
        fundraising: 100 * (index + 1),
        scheduleAt: new Date(Date.UTC(2030, index, 1)),
      })),
    );
  }
  return id;
}

/** An item's row as stored. */
export async function storedItem(api: TestApi, id: number) {
  const [row] = await api.db.select().from(courses).where(eq(courses.id, id));
  return row;
}
