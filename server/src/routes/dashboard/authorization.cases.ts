/** Rows of the authorization matrix (server/src/authorization.test.ts) for dashboard. */
import { all, type MatrixRows } from '../../testing/authorization.ts';

const financeAdmins = all(404, { anonymous: 403, admin: 200 });

/** The dashboard (each role its own figures) and the calendar (administrators). */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'GET /lecturers/v2/dashboard',
    call: () => Promise.resolve({ path: '/lecturers/v2/dashboard' }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'GET /lecturers/v2/dashboard/sales',
    call: () => Promise.resolve({ path: '/lecturers/v2/dashboard/sales' }),
    expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'GET /lecturers/v2/calendar',
    call: () => Promise.resolve({ path: '/lecturers/v2/calendar' }),
    expect: financeAdmins,
  },
];
