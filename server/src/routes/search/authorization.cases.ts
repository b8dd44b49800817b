/** Rows of the authorization matrix (server/src/authorization.test.ts) for the search. */
import type { MatrixRows } from '../../testing/authorization.ts';

/** The command palette's search: every back-office user; members and strangers get nothing. */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'GET /lecturers/v2/search',
    call: () => Promise.resolve({ path: '/lecturers/v2/search?q=example' }),
    expect: { anonymous: 403, admin: 200, staff: 200, teacher: 200, teacher2: 200, student: 404 },
  },
];
