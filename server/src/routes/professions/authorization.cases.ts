/** Rows of the authorization matrix (server/src/authorization.test.ts) for professions. */
import { all, type MatrixRows } from '../../testing/authorization.ts';

/** The professions a lecturer picks from. */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'GET /lecturers/v2/professions',
    call: () => Promise.resolve({ path: '/lecturers/v2/professions' }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
];
