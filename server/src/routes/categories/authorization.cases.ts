/** Rows of the authorization matrix (server/src/authorization.test.ts) for categories. */
import { all, type MatrixRows } from '../../testing/authorization.ts';

/** The categories a course is filed under and lists filter by. */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'GET /lecturers/v2/categories',
    call: () => Promise.resolve({ path: '/lecturers/v2/categories' }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
];
