/** Bad input on packages beyond the sweep of every write (server/src/bad-input.test.ts). */
import type { BadInputCases } from '../../testing/bad-input.ts';
import { packagesRoutes } from './routes.ts';

/**
 * Packages are written by lecturers: their writes are swept again as one (not closing one, which
 * is the administrators' oversight and swept as such with every write).
 */
export const badInput: BadInputCases = {
  sweptAsLecturer: {
    name: 'packages',
    routes: packagesRoutes.filter((route) => !route.path.endsWith('/close')),
    writes: 3,
  },
};
