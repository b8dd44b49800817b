/** Rows of the authorization matrix (server/src/authorization.test.ts) for the e-mail log. */
import { all, type MatrixRows } from '../../testing/authorization.ts';
import { MAIL, queueMail } from '../../testing/mail-log.ts';

const settingsAdmins = all(404, { anonymous: 403, admin: 200 });

/** The e-mail log: administrators with v2_setting only (admin; staff has none). */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: 'GET /lecturers/v2/mail',
    call: () => Promise.resolve({ path: MAIL }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'GET /lecturers/v2/mail/{id}',
    call: async () => ({ path: `${MAIL}/${await queueMail(api)}` }),
    expect: settingsAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/mail/{id}/resend',
    call: async () => ({ path: `${MAIL}/${await queueMail(api, { status: 'FAILED' })}/resend` }),
    expect: settingsAdmins,
  },
];
