import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs, type DemoWho, userIdOf } from '../../testing/item-fixtures.ts';
import { sendAsUser } from '../../testing/users.ts';
import { createAdmin, createOrderSet, orderOf } from './fixtures.ts';
import { place } from '../../testing/orders.ts';

const api = await openTestApi();
const set = await createOrderSet(api);

const base = '/lecturers/v2/orders';

/** A fresh paid order and every call of orders on it: [what, method, path, options]. */
async function calls() {
  const id = await place(api, {
    memberId: set.buyer.id,
    courseIds: [set.courses.a],
    at: new Date(),
    then: 0,
  });
  const [line] = await api.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return [
    ['list', 'GET', `${base}?keyword=${set.token}`, {}],
    ['export', 'GET', `${base}/export?keyword=${set.token}`, {}],
    ['get', 'GET', `${base}/${String(id)}`, {}],
    [
      'refund',
      'POST',
      `${base}/${String(id)}/refunds`,
      { json: true, body: { lines: [{ line_id: line?.id, amount: 100 }], reason: 'Scope' } },
    ],
    [
      'invoice',
      'PUT',
      `${base}/${String(id)}/invoice`,
      { json: true, body: { type: 'PERSONAL', carrier_type: 'MEMBER' } },
    ],
  ] as const;
}

/** Statuses of every call for a demo account. */
async function statusesOf(who: DemoWho) {
  const out: Record<string, number> = {};
  for (const [what, method, path, options] of await calls())
    out[what] = (await sendAs(api, method, path, who, options)).status;
  return out;
}

/** Statuses of every call for a user by e-mail. */
async function statusesOfUser(email: string) {
  const out: Record<string, number> = {};
  for (const [what, method, path, options] of await calls())
    out[what] = (await sendAsUser(api, method, path, email, options)).status;
  return out;
}

describe('who reaches orders', () => {
  it('lets an administrator with every permission do everything', async () => {
    expect(await statusesOf('admin')).toEqual({
      list: 200,
      export: 200,
      get: 200,
      refund: 200,
      invoice: 200,
    });
  });

  it('lets staff (v2_order.*, no export) read, refund and change invoices, but not export', async () => {
    expect(await statusesOf('staff')).toEqual({
      list: 200,
      export: 404,
      get: 200,
      refund: 200,
      invoice: 200,
    });
  });

  it('hides orders from lecturers (they are the administrators’)', async () => {
    for (const who of ['teacher', 'teacher2'] as const)
      expect(await statusesOf(who)).toEqual({
        list: 404,
        export: 404,
        get: 404,
        refund: 404,
        invoice: 404,
      });
  });

  it('hides orders from an administrator without v2_order', async () => {
    const couponsOnly = await createAdmin(api, ['v2_coupon.*']);
    expect(await statusesOfUser(couponsOnly)).toEqual({
      list: 404,
      export: 404,
      get: 404,
      refund: 404,
      invoice: 404,
    });
  });

  it('needs write for refunds and invoices, and export for the export', async () => {
    const reader = await createAdmin(api, ['v2_order.read', 'export.read']);
    expect(await statusesOfUser(reader)).toEqual({
      list: 200,
      export: 200,
      get: 200,
      refund: 404,
      invoice: 404,
    });
  });

  it('records staff as the refund’s actor', async () => {
    const [, , , [, , path, options]] = await calls();
    const order = orderOf(await sendAs(api, 'POST', path, 'staff', options));
    expect(order.events.at(-1)).toMatchObject({
      type: 'REFUNDED',
      by: { id: await userIdOf(api, 'staff@example.com') },
    });
  });
});
