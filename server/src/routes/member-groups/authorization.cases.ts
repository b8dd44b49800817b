/** Rows of the authorization matrix (server/src/authorization.test.ts) for member-groups. */
import { accounts, all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';
import { userIdOf } from '../../testing/item-fixtures.ts';
import * as groups from '../../testing/member-groups.ts';

const groupAdmins = all(404, { anonymous: 403, admin: 200, staff: 200 });
const matrixGroup = async (api: TestApi) =>
  `${groups.GROUPS}/${(await groups.createGroup(api)).id}`;

/** Member groups: administrators with v2_member (admin and staff), each write on a fresh group. */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: 'GET /lecturers/v2/member-groups',
    call: () => Promise.resolve({ path: groups.GROUPS }),
    expect: groupAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/member-groups',
    call: () => Promise.resolve({ path: groups.GROUPS, options: { body: { name: 'Matrix' } } }),
    expect: all(404, { anonymous: 403, admin: 201, staff: 201 }),
  },
  ...['', '/members', '/candidates', '/audit'].map((tail): Row => ({
    endpoint: `GET /lecturers/v2/member-groups/{id}${tail}`,
    call: async () => ({ path: `${await matrixGroup(api)}${tail}` }),
    expect: groupAdmins,
  })),
  {
    endpoint: 'PUT /lecturers/v2/member-groups/{id}',
    call: async () => ({ path: await matrixGroup(api), options: { body: { name: 'Matrix 2' } } }),
    expect: groupAdmins,
  },
  {
    endpoint: 'DELETE /lecturers/v2/member-groups/{id}',
    call: async () => ({ path: await matrixGroup(api) }),
    expect: groupAdmins,
  },
  {
    endpoint: 'POST /lecturers/v2/member-groups/{id}/members',
    call: async () => ({
      path: `${await matrixGroup(api)}/members`,
      options: { body: { emails: accounts.student } },
    }),
    expect: groupAdmins,
  },
  {
    endpoint: 'DELETE /lecturers/v2/member-groups/{id}/members/{member_id}',
    call: async () => {
      const path = await matrixGroup(api);
      await groups.addByEmails(api, Number(path.split('/').pop()), accounts.student);
      return { path: `${path}/members/${await userIdOf(api, accounts.student)}` };
    },
    expect: groupAdmins,
  },
];
