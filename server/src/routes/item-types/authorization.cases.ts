/** Rows of the authorization matrix (server/src/authorization.test.ts) for item-types. */
import { kindsWith } from '../../items/routing.ts';
import { all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { createItem } from '../../testing/item-fixtures.ts';

/** An item's type and sources, each on a fresh item of teacher@example.com. */
export const authorization: MatrixRows = ({ api }) => [
  ...kindsWith('type').map((kind): Row => ({
    endpoint: `PUT /lecturers/v2/${kind}/{id}/type`,
    call: async () => ({
      path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/type`,
      options: { body: { category: 'music', type: 'COURSE' } },
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
  })),
  ...kindsWith('sources').flatMap((kind): Row[] => [
    {
      endpoint: `GET /lecturers/v2/${kind}/{id}/course_sources`,
      call: async () => ({
        path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/course_sources`,
      }),
      expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
    },
    {
      endpoint: `PUT /lecturers/v2/${kind}/{id}/course_sources`,
      call: async () => ({
        path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/course_sources`,
        options: { body: { sources: [{ title: 'Docs', url: 'https://example.com/docs' }] } },
      }),
      expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
    },
  ]),
];
