/** Bad input on packages beyond the sweep of every write (server/src/bad-input.test.ts). */
import type { BadInputCases } from '../../testing/bad-input.ts';
import { packagesRoutes } from './routes.ts';

/** Packages are written by lecturers: their writes are swept again as one. */
export const badInput: BadInputCases = {
  sweptAsLecturer: { name: 'packages', routes: packagesRoutes, writes: 3 },
};
