import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../contract/search.ts';
import { coupons, orders } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { createItem, sendAs, userIdOf, type DemoWho } from '../../testing/item-fixtures.ts';

const api = await openTestApi();
const mine = await createItem(api, 'courses', 'teacher@example.com', 'Palette quokka mine');
const theirs = await createItem(api, 'courses', 'teacher2@example.com', 'Palette quokka theirs');
const ebook = await createItem(api, 'ebooks', 'teacher@example.com', 'Palette quokka book');

/** The hits a persona gets for a text. */
async function search(who: DemoWho, q: string): Promise<SearchResponse['data']> {
  const response = await sendAs(api, 'GET', `/lecturers/v2/search?q=${encodeURIComponent(q)}`, who);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as SearchResponse).data;
}

describe('GET /lecturers/v2/search', () => {
  it('finds an order by its number and a member by e-mail for an administrator', async () => {
    const [order] = await api.db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .orderBy(desc(orders.id))
      .limit(1);
    if (!order) throw new Error('The demo has no orders');
    const byNumber = await search('admin', order.orderNo.toLowerCase());
    expect(byNumber[0]).toMatchObject({ kind: 'order', id: order.id, label: order.orderNo });
    const student = await userIdOf(api, 'student@example.com');
    expect(await search('admin', 'STUDENT@example.com')).toContainEqual({
      kind: 'member',
      id: student,
      label: expect.any(String) as string,
      detail: 'student@example.com',
    });
  });

  it('gives at most five hits of a kind, kind by kind', async () => {
    const hits = await search('admin', 'example.com');
    const kinds = hits.map((hit) => hit.kind);
    expect(kinds.filter((kind) => kind === 'member').length).toBeLessThanOrEqual(5);
    expect(kinds).toContain('lecturer');
    expect(kinds.indexOf('member')).toBeLessThan(kinds.indexOf('lecturer'));
  });

  it("gives a lecturer their own items only, never orders, members, lecturers or another's coupons", async () => {
    const hits = await search('teacher', 'palette quokka');
    expect(hits.map((hit) => [hit.kind, hit.id])).toEqual([
      ['course', mine],
      ['ebook', ebook],
    ]);
    expect(hits.some((hit) => hit.id === theirs)).toBe(false);
    expect(await search('teacher', 'example.com')).toEqual([]);
    const [order] = await api.db.select({ orderNo: orders.orderNo }).from(orders).limit(1);
    expect(await search('teacher', order?.orderNo ?? '')).toEqual([]);
    const teacher2 = await userIdOf(api, 'teacher2@example.com');
    const [another] = await api.db
      .select({ code: coupons.code })
      .from(coupons)
      .where(and(isNotNull(coupons.lecturerId), ne(coupons.lecturerId, teacher2)))
      .limit(1);
    const [ofTeacher2] = await api.db
      .select({ code: coupons.code })
      .from(coupons)
      .where(eq(coupons.lecturerId, teacher2))
      .limit(1);
    if (!another || !ofTeacher2) throw new Error('The demo has no lecturers’ coupons');
    expect(await search('teacher2', ofTeacher2.code)).toContainEqual(
      expect.objectContaining({ kind: 'coupon', label: ofTeacher2.code }),
    );
    const others = await search('teacher2', another.code);
    expect(others.filter((hit) => hit.label === another.code)).toEqual([]);
  });

  it('gives an administrator no hits of a section they have no permission for', async () => {
    // staff@example.com reads orders and members only.
    expect(await search('staff', 'palette quokka')).toEqual([]);
    expect((await search('staff', 'teacher@example.com')).map((hit) => hit.kind)).toEqual([]);
    expect((await search('admin', 'palette quokka')).map((hit) => hit.kind)).toEqual([
      'course',
      'course',
      'ebook',
    ]);
    expect((await search('admin', 'teacher@example.com')).map((hit) => hit.kind)).toEqual([
      'lecturer',
    ]);
  });

  it('answers nothing for an empty text and 400 at q for one too long', async () => {
    expect(await search('admin', '   ')).toEqual([]);
    const response = await sendAs(api, 'GET', `/lecturers/v2/search?q=${'x'.repeat(101)}`, 'admin');
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty(['message', 'q']);
  });
});
