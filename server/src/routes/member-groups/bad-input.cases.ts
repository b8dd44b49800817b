/** Bad input on member groups beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expect } from 'vitest';
import { MAX_INTEGER } from '../../contract/plain/operation.ts';
import { expectRefused, pastInteger, type BadInputCases } from '../../testing/bad-input.ts';
import { userIdOf } from '../../testing/item-fixtures.ts';
import * as groups from '../../testing/member-groups.ts';

/**
 * The sweep reaches only unknown groups (their bodies may be empty). On a real group, with a
 * coupon limited to it, bad bodies answer 400 at the field and write nothing.
 */
export const badInput: BadInputCases = {
  refusals: {
    title: 'bad input on a member group',
    tests: {
      'answers 400 at the field and writes nothing': async (api) => {
        const group = await groups.createGroup(api);
        const coupon = await api.request('POST', '/lecturers/v2/global_coupons', {
          token: await api.tokenOf('admin@example.com'),
          json: true,
          body: {
            code: `G${String(group.id)}BAD`,
            title: 'Bad input',
            type: 'AMOUNT',
            amount: 10,
            scope: 'ALL',
            starts_at: '2026-01-01T00:00:00Z',
            group_id: group.id,
          },
        });
        expect(coupon.status).toBe(201);
        const admin = await userIdOf(api, 'admin@example.com');
        const path = `${groups.GROUPS}/${group.id}`;
        const tooMany = Array.from({ length: 1001 }, (_, n) => `m${n}@example.com`).join('\n');
        const cases: [string, string, Record<string, unknown>, string | null][] = [
          ['PUT', path, { name: '' }, 'name'],
          ['PUT', path, { name: '   ', description: 'x' }, 'name'],
          ['PUT', path, { name: 'x'.repeat(101) }, 'name'],
          ['PUT', path, { name: 'A', description: 'x'.repeat(1001) }, 'description'],
          ['PUT', path, { name: 'a\u0000b' }, 'name'],
          ['POST', `${path}/members`, {}, 'member_ids'],
          ['POST', `${path}/members`, { emails: '\n , ;' }, 'emails'],
          ['POST', `${path}/members`, { emails: tooMany }, 'emails'],
          ['POST', `${path}/members`, { member_ids: [admin] }, 'member_ids'],
          ['POST', `${path}/members`, { member_ids: [MAX_INTEGER] }, 'member_ids'],
          ['POST', `${path}/members`, { member_ids: ['abc'] }, 'member_ids'],
          ['POST', `${path}/members`, { member_ids: [pastInteger] }, 'member_ids'],
          ['DELETE', path, {}, null],
        ];
        await expectRefused(
          api,
          { caller: 'admin@example.com', json: true },
          cases.map(([method, target, body, field]) => ({
            method,
            path: target,
            body,
            statuses: [400],
            // A bad element of a list is named by its index (`member_ids.0`).
            field,
            orElement: true,
          })),
        );
      },
    },
  },
};
