/** Rows of the authorization matrix (server/src/authorization.test.ts) for compiler. */
import { all, type MatrixRows } from '../../testing/authorization.ts';

/** The compiler of code lectures. */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'POST /lecturers/v2/compiler',
    call: () =>
      Promise.resolve({
        path: '/lecturers/v2/compiler',
        options: { body: { language: 'javascript', code: 'console.log(1)' } },
      }),
    // The compiler serves code lectures: staff (no v2_course.write) gets 404.
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
];
