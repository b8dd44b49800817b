import { describe, expect, it } from 'vitest';
import type { ItemDetail, ItemKind } from '../../contract/items.ts';
import {
  addCoLecturer,
  createItem,
  setItemStatus,
  type DemoWho,
  senderOf,
} from '../../testing/item-fixtures.ts';
import { openTestApi } from '../../testing/harness.ts';

const api = await openTestApi();

const send = senderOf(api);

async function detailOf(kind: ItemKind, id: number, who: DemoWho = 'teacher'): Promise<ItemDetail> {
  const response = await send('GET', `/lecturers/v2/${kind}/${id}`, who);
  expect(response.status).toBe(200);
  return response.body as ItemDetail;
}

for (const kind of ['courses', 'ebooks'] as const) {
  describe(`PUT /lecturers/v2/${kind}/{id}/prices`, () => {
    const path = (id: number) => `/lecturers/v2/${kind}/${id}/prices`;

    it('saves the price and the original price and answers the item; a reload shows them', async () => {
      const id = await createItem(api, kind);
      const response = await send('PUT', path(id), 'teacher', {
        body: { price: 1680, original_price: 2400 },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, kind, price: 1680, original_price: 2400 });
      expect(await detailOf(kind, id)).toMatchObject({ price: 1680, original_price: 2400 });
    });

    it("keeps the original price when it is not sent and clears it with ''", async () => {
      const id = await createItem(api, kind);
      await send('PUT', path(id), 'teacher', { body: { price: 500, original_price: 900 } });
      const kept = await send('PUT', path(id), 'teacher', { body: { price: 600 } });
      expect(kept.body).toMatchObject({ price: 600, original_price: 900 });
      const cleared = await send('PUT', path(id), 'teacher', {
        body: { price: 700, original_price: '' },
      });
      expect(cleared.status).toBe(200);
      expect(await detailOf(kind, id)).toMatchObject({ price: 700, original_price: null });
    });

    it('refuses an original price below the price at original_price, in the request language', async () => {
      const id = await createItem(api, kind);
      const response = await send('PUT', path(id), 'teacher', {
        body: { price: 1000, original_price: 999 },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: { original_price: ['The original price must be at least the price.'] },
      });
      const zh = await send('PUT', path(id), 'teacher', {
        body: { price: 1000, original_price: 999 },
        locale: 'zh-TW',
      });
      expect(zh.body).toEqual({ message: { original_price: ['原價不可低於售價。'] } });
      // A kept original price below the new price is refused too.
      await send('PUT', path(id), 'teacher', { body: { price: 100, original_price: 200 } });
      const above = await send('PUT', path(id), 'teacher', { body: { price: 300 } });
      expect(above.status).toBe(400);
      expect(above.body).toHaveProperty('message.original_price');
      expect(await detailOf(kind, id)).toMatchObject({ price: 100, original_price: 200 });
      // Equal is fine.
      const equal = await send('PUT', path(id), 'teacher', {
        body: { price: 200, original_price: 200 },
      });
      expect(equal.status).toBe(200);
    });

    it('refuses prices that are not whole non-negative TWD amounts', async () => {
      const id = await createItem(api, kind);
      for (const price of ['-1', '12.5', 'abc', '']) {
        const response = await send('PUT', path(id), 'teacher', { body: { price } });
        expect(response.status, price).toBe(400);
        expect(response.body, price).toHaveProperty('message.price');
      }
    });

    it('needs the prices permission: a co-lecturer without it gets 400, with it 200', async () => {
      const id = await createItem(api, kind);
      await addCoLecturer(api, id, 'teacher2@example.com', ['infos']);
      const refused = await send('PUT', path(id), 'teacher2', { body: { price: 10 } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: 'The owner has not given you the “prices” permission.',
      });
      expect((await detailOf(kind, id)).price).toBe(0);

      const other = await createItem(api, kind);
      await addCoLecturer(api, other, 'teacher2@example.com', ['prices']);
      const allowed = await send('PUT', path(other), 'teacher2', { body: { price: 10 } });
      expect(allowed.status).toBe(200);
      expect(allowed.body).toMatchObject({ price: 10, my_role: 'co-lecturer' });
    });

    it("answers 404 on another lecturer's item and to an admin without the course area; an admin can", async () => {
      const id = await createItem(api, kind);
      expect((await send('PUT', path(id), 'teacher2', { body: { price: 10 } })).status).toBe(404);
      expect((await send('PUT', path(id), 'staff', { body: { price: 10 } })).status).toBe(404);
      const admin = await send('PUT', path(id), 'admin', { body: { price: 10 } });
      expect(admin.status).toBe(200);
      expect(admin.body).toMatchObject({ price: 10, my_role: 'admin' });
      expect((await detailOf(kind, id)).price).toBe(10);
    });
  });
}

it('has no prices for articles', async () => {
  const id = await createItem(api, 'articles');
  const response = await send('PUT', `/lecturers/v2/articles/${id}/prices`, 'teacher', {
    body: { price: 10 },
  });
  expect(response.status).toBe(404);
});

describe('PUT /lecturers/v2/courses/{id}/fundraising_tickets', () => {
  const path = (id: number) => `/lecturers/v2/courses/${id}/fundraising_tickets`;
  const at = (day: number) => new Date(Date.UTC(2030, 0, day)).toISOString();
  const tickets = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      fundraising: 1000 + i * 500,
      schedule_at: at(i + 1),
    }));

  it('makes a course with 3 tickets fundraising, in time order, and a reload shows them', async () => {
    const id = await createItem(api, 'courses');
    const [first, second, third] = tickets(3);
    const response = await send('PUT', path(id), 'teacher', {
      body: { tickets: [third, first, second] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ fundraising: true, tickets: [first, second, third] });
    expect(await detailOf('courses', id)).toMatchObject({
      fundraising: true,
      tickets: [first, second, third],
    });
  });

  it('does not make a course with 2 tickets fundraising; the list is replaced', async () => {
    const id = await createItem(api, 'courses');
    await send('PUT', path(id), 'teacher', { body: { tickets: tickets(3) } });
    const two = tickets(2);
    const response = await send('PUT', path(id), 'teacher', { body: { tickets: two } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ fundraising: false, tickets: two });
    expect(await detailOf('courses', id)).toMatchObject({ fundraising: false, tickets: two });
    // An empty list (JSON) removes every ticket.
    const none = await send('PUT', path(id), 'teacher', { body: { tickets: [] }, json: true });
    expect(none.body).toMatchObject({ fundraising: false, tickets: [] });
    // A body without the list is refused, not taken as an empty list.
    await send('PUT', path(id), 'teacher', { body: { tickets: two } });
    const missing = await send('PUT', path(id), 'teacher', { body: {} });
    expect(missing.body).toEqual({ message: { tickets: ['This field is required.'] } });
    expect((await detailOf('courses', id)).tickets).toEqual(two);
  });

  it('writes nothing when the same tickets are saved again', async () => {
    const id = await createItem(api, 'courses');
    const saved = (await send('PUT', path(id), 'teacher', { body: { tickets: tickets(3) } }))
      .body as ItemDetail;
    const again = (await send('PUT', path(id), 'teacher', { body: { tickets: tickets(3) } }))
      .body as ItemDetail;
    expect(again.updated_at).toBe(saved.updated_at);
  });

  it('refuses two tickets starting at the same time (in any offset) at tickets', async () => {
    const id = await createItem(api, 'courses');
    const response = await send('PUT', path(id), 'teacher', {
      body: {
        tickets: [
          { fundraising: 100, schedule_at: '2030-01-01T08:00:00+08:00' },
          { fundraising: 200, schedule_at: '2030-01-01T00:00:00Z' },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: { tickets: ['Each stage price needs its own start time.'] },
    });
    expect((await detailOf('courses', id)).tickets).toEqual([]);
  });

  it('refuses a ticket without a valid time or price at its field', async () => {
    const id = await createItem(api, 'courses');
    const response = await send('PUT', path(id), 'teacher', {
      body: { tickets: [{ fundraising: -5, schedule_at: 'tomorrow' }] },
    });
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { message: object }).message).sort()).toEqual([
      'tickets.0.fundraising',
      'tickets.0.schedule_at',
    ]);
    // A blank price is missing, not a free ticket.
    const blank = await send('PUT', path(id), 'teacher', {
      body: { tickets: [{ fundraising: '', schedule_at: at(1) }] },
    });
    expect(blank.body).toEqual({
      message: { 'tickets.0.fundraising': ['This field is required.'] },
    });
  });

  it('refuses any change during presale and preparation; other statuses may change them', async () => {
    for (const status of ['PRESALE', 'PREPARE'] as const) {
      const id = await createItem(api, 'courses');
      await send('PUT', path(id), 'teacher', { body: { tickets: tickets(3) } });
      await setItemStatus(api, id, status);
      const response = await send('PUT', path(id), 'admin', { body: { tickets: tickets(2) } });
      expect(response.status, status).toBe(400);
      expect(response.body).toEqual({
        message: 'The stage prices cannot change while the course is in presale or in preparation.',
      });
      expect((await detailOf('courses', id)).tickets).toHaveLength(3);
    }
    const published = await createItem(api, 'courses');
    await setItemStatus(api, published, 'PUBLISH');
    const response = await send('PUT', path(published), 'teacher', {
      body: { tickets: tickets(3) },
    });
    expect(response.status).toBe(200);
  });

  it('needs the prices permission; another lecturer gets 404; an admin can', async () => {
    const id = await createItem(api, 'courses');
    await addCoLecturer(api, id, 'teacher2@example.com', ['infos', 'chapters']);
    const refused = await send('PUT', path(id), 'teacher2', { body: { tickets: tickets(3) } });
    expect(refused.status).toBe(400);
    expect((await detailOf('courses', id)).tickets).toEqual([]);

    const other = await createItem(api, 'courses', 'teacher2@example.com');
    expect(
      (await send('PUT', path(other), 'teacher', { body: { tickets: tickets(3) } })).status,
    ).toBe(404);
    const admin = await send('PUT', path(other), 'admin', { body: { tickets: tickets(3) } });
    expect(admin.status).toBe(200);
    expect((await detailOf('courses', other, 'teacher2')).fundraising).toBe(true);
  });

  it('has no tickets for ebooks', async () => {
    const id = await createItem(api, 'ebooks');
    const response = await send(
      'PUT',
      `/lecturers/v2/ebooks/${id}/fundraising_tickets`,
      'teacher',
      {
        body: { tickets: tickets(3) },
      },
    );
    expect(response.status).toBe(404);
  });
});
