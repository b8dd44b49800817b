/**
 * The demo's packages and discounts (seed/discounts.ts): each demo lecturer has 2 or 3 packages
 * of their own courses and ebooks, and discounts in every status, single and package, one ended
 * early by the administrator with a reason; no two overlap on one target.
 */
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Discount } from '../contract/discounts.ts';
import { discountStatuses } from '../contract/plain/discounts.ts';
import { openTestApi } from '../testing/harness.ts';
import { rowsOf } from '../db/index.ts';
import { DEMO_LECTURER_EMAILS } from './marketplace.ts';

const api = await openTestApi();

const rows = <T>(query: SQL) => rowsOf<T>(api.db, query);

describe.each(DEMO_LECTURER_EMAILS)('the packages and discounts of %s', (email) => {
  it('has 2 or 3 packages, each of 2 or more of their own courses or ebooks', async () => {
    const held = await rows<{ package_id: number; own: boolean; kind: string }>(sql`
      select p.id as package_id, c.lecturer_id = p.lecturer_id as own, c.kind
      from packages p join users u on u.id = p.lecturer_id
      join package_courses pc on pc.package_id = p.id join courses c on c.id = pc.course_id
      where u.email = ${email}`);
    const packages = new Set(held.map((row) => row.package_id));
    expect(packages.size).toBeGreaterThanOrEqual(2);
    expect(packages.size).toBeLessThanOrEqual(3);
    for (const id of packages)
      expect(held.filter((row) => row.package_id === id).length).toBeGreaterThanOrEqual(2);
    expect(held.every((row) => row.own && ['courses', 'ebooks'].includes(row.kind))).toBe(true);
  });

  it('has discounts of every status and both kinds, one ended by the administrator', async () => {
    const response = await api.request('GET', '/lecturers/v2/discounts?per_page=100', {
      token: await api.tokenOf(email),
      locale: 'en',
    });
    expect(response.status).toBe(200);
    const list = (response.body as { data: Discount[] }).data;
    expect(new Set(list.map((discount) => discount.status))).toEqual(new Set(discountStatuses));
    expect(new Set(list.map((discount) => discount.kind))).toEqual(new Set(['SINGLE', 'PACKAGE']));
    const ended = list.find((discount) => discount.status === 'ENDED');
    expect(ended?.ended?.reason).not.toBe('');
    expect(ended?.ended?.by.name).toBe(
      (
        await rows<{ name: string }>(sql`select name from users where email = 'admin@example.com'`)
      )[0]?.name,
    );
  });
});

it('has no two discounts overlapping on one target', async () => {
  const clashes = await rows<{ n: number }>(sql`
    select count(*)::int as n from discounts a join discounts b on a.id < b.id
      and a.kind = b.kind and a.course_id is not distinct from b.course_id
      and a.package_id is not distinct from b.package_id
      and a.starts_at < b.ends_at and b.starts_at < a.ends_at`);
  expect(clashes[0]?.n).toBe(0);
});
