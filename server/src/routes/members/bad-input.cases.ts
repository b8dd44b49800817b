/** Bad input on members beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expectRefused, type BadInputCases } from '../../testing/bad-input.ts';
import { enrollments, memberCoupons } from '../../db/schema.ts';
import { createItem } from '../../testing/item-fixtures.ts';
import { createUser } from '../../testing/users.ts';
import { platformCoupon } from './fixtures.ts';

/**
 * Bodies of the right shape a member refuses (the seed's 'realName empty', a taken e-mail, an
 * overdraft, a zero amount, an empty reason; a coupon or item given without a reason, an ended
 * or owned coupon, an item already open to them, revoking a bought item), as staff: 400 at the
 * field, nothing written.
 */
export const badInput: BadInputCases = {
  refusals: {
    title: 'refused member changes',
    tests: {
      'answers 400 at the field and writes nothing': async (api) => {
        const member = await createUser(api, '壞輸入會員', false);
        const path = `/lecturers/v2/members/${String(member.id)}`;
        const coupon = await platformCoupon(api, 'Bad input');
        const ended = await platformCoupon(api, 'Ended', { ends: new Date(Date.now() - 60_000) });
        const owned = await platformCoupon(api, 'Owned');
        const itemId = await createItem(api, 'courses');
        const boughtId = await createItem(api, 'articles');
        await api.db.insert(memberCoupons).values({ memberId: member.id, couponId: owned.id });
        await api.db.insert(enrollments).values({ courseId: boughtId, studentId: member.id });
        const cases: [string, string, string, Record<string, unknown>, string][] = [
          [
            'create without a real name',
            'POST',
            '/lecturers/v2/members',
            { email: 'new-bad@example.test', name: 'A', real_name: '' },
            'real_name',
          ],
          [
            'create with a taken e-mail',
            'POST',
            '/lecturers/v2/members',
            { email: member.email.toUpperCase(), name: 'A', real_name: 'A' },
            'email',
          ],
          [
            'update without a real name',
            'PUT',
            path,
            { name: 'A', real_name: ' ', status: 'ACTIVE' },
            'real_name',
          ],
          [
            'update to an unknown status',
            'PUT',
            path,
            { name: 'A', real_name: 'A', status: 'GONE' },
            'status',
          ],
          [
            'overdraw the wallet',
            'POST',
            `${path}/wallet/adjustments`,
            { amount: -1, reason: 'x' },
            'amount',
          ],
          [
            'adjust by nothing',
            'POST',
            `${path}/wallet/adjustments`,
            { amount: 0, reason: 'x' },
            'amount',
          ],
          [
            'adjust without a reason',
            'POST',
            `${path}/wallet/adjustments`,
            { amount: 5, reason: '' },
            'reason',
          ],
          [
            'give a coupon without a reason',
            'POST',
            `${path}/coupons`,
            { coupon_id: coupon.id },
            'reason',
          ],
          [
            'give an ended coupon',
            'POST',
            `${path}/coupons`,
            { coupon_id: ended.id, reason: 'x' },
            'coupon_id',
          ],
          [
            'give a coupon owned',
            'POST',
            `${path}/coupons`,
            { coupon_id: owned.id, reason: 'x' },
            'coupon_id',
          ],
          [
            'grant without a reason',
            'POST',
            `${path}/grants`,
            { item_id: itemId, reason: '' },
            'reason',
          ],
          [
            'grant a bought item',
            'POST',
            `${path}/grants`,
            { item_id: boughtId, reason: 'x' },
            'item_id',
          ],
          [
            'revoke a bought item',
            'POST',
            `${path}/grants/${String(boughtId)}/revoke`,
            { reason: 'x' },
            'item_id',
          ],
        ];
        await expectRefused(
          api,
          { caller: 'staff@example.com', json: true },
          cases.map(([label, method, target, body, field]) => ({
            label,
            method,
            path: target,
            body,
            statuses: [400],
            field,
          })),
        );
      },
    },
  },
};
