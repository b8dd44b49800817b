/** Rows of the authorization matrix (server/src/authorization.test.ts) for lecturers. */
import type { MatrixRows } from '../../testing/authorization.ts';

/** Lecturers to pick as co-lecturers. */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'GET /lecturers/v2/lecturers',
    call: () => Promise.resolve({ path: '/lecturers/v2/lecturers?keyword=example' }),
    expect: { anonymous: 403, admin: 200, staff: 404, teacher: 200, teacher2: 200, student: 404 },
  },
];
