/** Bad input on discounts beyond the sweep of every write (server/src/bad-input.test.ts). */
import type { BadInputCases } from '../../testing/bad-input.ts';
import { discountsRoutes } from './routes.ts';

/** Discounts are written by lecturers: their writes are swept again as one. */
export const badInput: BadInputCases = {
  sweptAsLecturer: { name: 'discounts', routes: discountsRoutes, writes: 5 },
};
