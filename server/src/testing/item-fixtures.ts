/** Catalogue items for API tests: created through the API, adjusted directly where a test needs. */
import { eq } from 'drizzle-orm';
import type { CourseStatus } from '../contract/courses.ts';
import type { ItemDetail, ItemKind, TeachPermission } from '../contract/items.ts';
import { courses, courseTeachs, users } from '../db/schema.ts';
import type { RequestOptions, TestApi } from './harness.ts';

/** Demo accounts tests act as (the part of the email before @). */
export type DemoWho = 'admin' | 'staff' | 'teacher' | 'teacher2';

/** What `sendAs` takes after the API: method, path, account and request options. */
export type SendArgs = [
  method: string,
  path: string,
  who: DemoWho,
  options?: Omit<RequestOptions, 'token'>,
];

/** Sends a request as a demo account, asking for English messages unless told otherwise. */
export async function sendAs(api: TestApi, ...[method, path, who, options = {}]: SendArgs) {
  return api.request(method, path, {
    locale: 'en',
    ...options,
    token: await api.tokenOf(`${who}@example.com`),
  });
}

/** `sendAs` bound to a test file's API. */
export const senderOf =
  (api: TestApi) =>
  (...args: SendArgs) =>
    sendAs(api, ...args);

/** The id of a user by email. */
export async function userIdOf(api: TestApi, email: string): Promise<number> {
  const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

/** Creates an item as a lecturer (`POST /lecturers/v2/{kind}`); answers its id. */
export async function createItem(
  api: TestApi,
  kind: ItemKind,
  ownerEmail = 'teacher@example.com',
  title = `Fixture ${kind}`,
): Promise<number> {
  const response = await api.request('POST', `/lecturers/v2/${kind}`, {
    token: await api.tokenOf(ownerEmail),
    body: { title },
  });
  if (response.status !== 201)
    throw new Error(`Could not create a ${kind} item: ${JSON.stringify(response.body)}`);
  return (response.body as ItemDetail).id;
}

/** Lets a lecturer co-teach an item with some permissions (a course_teachs row). */
export async function addCoLecturer(
  api: TestApi,
  itemId: number,
  email: string,
  permissions: readonly TeachPermission[] = [],
  share = 0,
): Promise<void> {
  await api.db.insert(courseTeachs).values({
    courseId: itemId,
    lecturerId: await userIdOf(api, email),
    share,
    permissions: [...permissions],
  });
}

/** Puts an item in a status directly (no status machine). */
export async function setItemStatus(
  api: TestApi,
  itemId: number,
  status: CourseStatus,
): Promise<void> {
  await api.db.update(courses).set({ status }).where(eq(courses.id, itemId));
}

/**
 * A lecturer's own items (two courses, an ebook, an article) and a course of another lecturer they
 * co-teach with the interactions permission, titled in that order.
 */
export async function ownAndSharedItems(api: TestApi, lecturerEmail: string, otherEmail: string) {
  const items = {
    alpha: await createItem(api, 'courses', lecturerEmail, 'Alpha 100% course'),
    beta: await createItem(api, 'courses', lecturerEmail, 'Beta course'),
    ebook: await createItem(api, 'ebooks', lecturerEmail, 'Gamma ebook'),
    article: await createItem(api, 'articles', lecturerEmail, 'Delta article'),
    shared: await createItem(api, 'courses', otherEmail, 'Shared course'),
  };
  await addCoLecturer(api, items.shared, lecturerEmail, ['interactions']);
  return items;
}
