/** Bad input on members beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expectRefused, type BadInputCases } from '../../testing/bad-input.ts';
import { createUser } from '../../testing/users.ts';

/**
 * Bodies of the right shape a member refuses (the seed's 'realName empty', a taken e-mail, an
 * overdraft, a zero amount, an empty reason), as staff: 400 at the field, nothing written.
 */
export const badInput: BadInputCases = {
  refusals: {
    title: 'refused member changes',
    tests: {
      'answers 400 at the field and writes nothing': async (api) => {
        const member = await createUser(api, '壞輸入會員', false);
        const path = `/lecturers/v2/members/${String(member.id)}`;
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
