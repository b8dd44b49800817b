/**
 * A write that names a lecturer's object (a post, an announcement, a coupon, a discount, a
 * package, a payout account, an item and its parts) checks the object's scope before it answers a
 * bad body: a caller who may not see the object gets its 404 whatever they send, so a 400 never
 * tells them it exists. Every such route declares its scope check (`scope`, run by the app when
 * the body is invalid); this holds them to it, and the sweep shows it at work.
 */
import { describe, expect, it } from 'vitest';
import { allRoutes } from './routes/index.ts';
import { openTestApi } from './testing/harness.ts';
import { sendAs } from './testing/item-fixtures.ts';
import { couponBody } from './testing/selling.ts';

/** Routes lecturers reach that name an object in the path and take a body. */
const scopedWrites = allRoutes.filter(
  (route) =>
    route.method !== 'get' &&
    route.body !== undefined &&
    /\{\w+\}/.test(route.path) &&
    route.access.kind === 'role' &&
    route.access.roles.includes('TEACHER'),
);

describe('scope before body', () => {
  it('every write on a lecturer-reachable object declares its scope check', () => {
    expect(scopedWrites.length).toBeGreaterThan(40);
    expect(
      scopedWrites.filter((route) => !route.scope).map((route) => `${route.method} ${route.path}`),
    ).toEqual([]);
  });

  it("another lecturer's bad body on an object they cannot see is 404, the owner's 400", async () => {
    const api = await openTestApi();
    const created = await sendAs(api, 'POST', '/lecturers/v2/global_coupons', 'teacher', {
      json: true,
      body: couponBody({ code: 'SCOPEFIRST' }),
    });
    expect(created.status).toBe(201);
    const bad = { json: true, body: { title: 12 } } as const;
    const path = '/lecturers/v2/global_coupons/SCOPEFIRST';
    expect((await sendAs(api, 'PUT', path, 'teacher2', bad)).status).toBe(404);
    expect((await sendAs(api, 'PUT', path, 'teacher', bad)).status).toBe(400);
  });
});
