/** Rows of the authorization matrix (server/src/authorization.test.ts) for item-teachs. */
import { kindsWith } from '../../items/routing.ts';
import { accounts, all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { createItem, userIdOf } from '../../testing/item-fixtures.ts';

/** An item's lecturers, each on a fresh item of teacher@example.com. */
export const authorization: MatrixRows = ({ api }) => [
  ...kindsWith('teachs').flatMap((kind): Row[] => [
    {
      endpoint: `GET /lecturers/v2/${kind}/{id}/teachs`,
      call: async () => ({ path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/teachs` }),
      expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
    },
    {
      endpoint: `POST /lecturers/v2/${kind}/{id}/teachs`,
      call: async () => ({
        path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/teachs`,
        options: { body: { lecturer_id: await userIdOf(api, accounts.teacher2) } },
      }),
      expect: all(404, { anonymous: 403, admin: 201, teacher: 201 }),
    },
    {
      endpoint: `PUT /lecturers/v2/${kind}/{id}/teachs`,
      call: async () => ({
        path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/teachs`,
        options: {
          body: { teachs: [{ lecturer_id: await userIdOf(api, accounts.teacher), share: 100 }] },
        },
      }),
      expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
    },
  ]),
];
