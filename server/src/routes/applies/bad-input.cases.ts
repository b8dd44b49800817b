/** Bad input on applies beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expectRefused, pastInteger, type BadInputCases } from '../../testing/bad-input.ts';
import * as finance from '../../testing/finances.ts';

/**
 * The sweep only reaches unknown applies. Deciding a real waiting apply with a bad body answers
 * 400 at the field and writes nothing.
 */
export const badInput: BadInputCases = {
  refusals: {
    title: 'bad input on deciding a waiting apply',
    tests: {
      'answers 400 at the field and writes nothing': async (api) => {
        const { id } = await finance.waitingApplyOf(api, 'teacher2@example.com');
        const foreign = await finance.insertPayout(api, 'teacher@example.com');
        const cases: [string, Record<string, unknown>, string][] = [
          ['approve', {}, 'payout_id'],
          ['approve', { payout_id: '' }, 'payout_id'],
          ['approve', { payout_id: foreign }, 'payout_id'],
          ['approve', { payout_id: 'abc' }, 'payout_id'],
          ['approve', { payout_id: pastInteger }, 'payout_id'],
          ['reject', {}, 'reason'],
          ['reject', { reason: '   ' }, 'reason'],
          ['reject', { reason: 'x'.repeat(501) }, 'reason'],
          ['reject', { reason: 'a\u0000b' }, 'reason'],
        ];
        await expectRefused(
          api,
          { caller: 'admin@example.com' },
          cases.map(([action, body, field]) => ({
            label: `${action} ${JSON.stringify(body).slice(0, 60)}`,
            method: 'PUT',
            path: `/lecturers/v2/applies/${id}/${action}`,
            body,
            statuses: [400],
            field,
          })),
        );
      },
    },
  },
};
