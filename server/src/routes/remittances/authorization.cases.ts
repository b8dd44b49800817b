/** Rows of the authorization matrix (server/src/authorization.test.ts) for remittances. */
import { all, type MatrixRows } from '../../testing/authorization.ts';

const financeAdmins = all(404, { anonymous: 403, admin: 200 });

/** Remittances: administrators with v2_remittance (the export also needs `export`: admin holds both). */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'GET /lecturers/v2/remittances',
    call: () => Promise.resolve({ path: '/lecturers/v2/remittances' }),
    expect: financeAdmins,
  },
  {
    endpoint: 'GET /lecturers/v2/remittances/export',
    call: () => Promise.resolve({ path: '/lecturers/v2/remittances/export?from=2031-05-01' }),
    expect: financeAdmins,
  },
];
