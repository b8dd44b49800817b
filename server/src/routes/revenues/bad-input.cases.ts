/** Bad input on a lecturer's revenue beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expectRefused, huge, type BadInputCases } from '../../testing/bad-input.ts';
import * as finance from '../../testing/finances.ts';
import { revenuesRoutes } from './routes.ts';

/** Applying with a balance below the minimum is refused whatever the body, writing nothing. */
export const badInput: BadInputCases = {
  // The apply is swept as a lecturer by the sweep of every write; the payout accounts as their owner.
  sweptAsLecturer: {
    name: 'revenues',
    routes: revenuesRoutes.filter((route) => route.path.includes('/payouts')),
    writes: 4,
  },
  refusals: {
    title: 'bad input on applying',
    tests: {
      'refuses applying below the minimum, whatever the body, writing nothing': async (api) => {
        await finance.freshLecturer(api, 'bad-input-apply@example.com');
        const course = await finance.sellableCourse(api, 'bad-input-apply@example.com', 100);
        await finance.paidOrder(api, [course], finance.availableTime());
        await expectRefused(
          api,
          { caller: 'bad-input-apply@example.com' },
          [
            {},
            { amount: 70 },
            { amount: 100 },
            { amount: huge },
            { amount: 'a\u0000b' },
            '%E0%A4%A',
          ].map((body) => ({
            method: 'POST',
            path: '/lecturers/v2/revenues/applies',
            body,
            statuses: [400, 413],
          })),
        );
      },
    },
  },
};
