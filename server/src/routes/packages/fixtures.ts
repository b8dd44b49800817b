/**
 * Fixtures of the package and discount tests: lecturers of their own (so demo data never mixes
 * in), priced courses and ebooks, packages written directly, and cover uploads.
 */
import { eq } from 'drizzle-orm';
import type { CoursePackage } from '../../contract/discounts.ts';
import type { ItemKind } from '../../contract/plain/items.ts';
import { courses, packageCourses, packages } from '../../db/schema.ts';
import type { TestApi, TestResponse } from '../../testing/harness.ts';
import { createItem } from '../../testing/item-fixtures.ts';

export { createUser, sendAsUser } from '../announcements/fixtures.ts';

/** An item of a lecturer with a list price (TWD). */
export async function pricedItem(
  api: TestApi,
  kind: ItemKind,
  email: string,
  title: string,
  price: number,
): Promise<number> {
  const id = await createItem(api, kind, email, title);
  await api.db.update(courses).set({ price }).where(eq(courses.id, id));
  return id;
}

/** A package written directly. */
export async function insertPackage(
  api: TestApi,
  lecturerId: number,
  courseIds: readonly number[],
  values: Partial<typeof packages.$inferInsert> = {},
): Promise<number> {
  const [row] = await api.db
    .insert(packages)
    .values({ lecturerId, title: 'Fixture package', price: 1000, ...values })
    .returning({ id: packages.id });
  if (!row) throw new Error('No package');
  await api.db
    .insert(packageCourses)
    .values(courseIds.map((courseId, sort) => ({ packageId: row.id, courseId, sort })));
  return row.id;
}

/** Posts a cover image (`POST /v2/files`, purpose cover) as a user; answers its upload id. */
export async function postCover(api: TestApi, email: string): Promise<string> {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const form = new FormData();
  form.append('purpose', 'cover');
  form.append('file', new Blob([bytes]), 'cover.png');
  const response = await api.request('POST', '/v2/files', {
    token: await api.tokenOf(email),
    body: form,
    locale: 'en',
  });
  const id = (response.body as { id?: string }).id;
  if (response.status >= 300 || !id)
    throw new Error(`No cover upload: ${response.status} ${JSON.stringify(response.body)}`);
  return id;
}

/** The package a response answers. */
export function packageOf(response: TestResponse): CoursePackage {
  return response.body as CoursePackage;
}
