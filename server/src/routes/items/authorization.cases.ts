/** Rows of the authorization matrix (server/src/authorization.test.ts) for items. */
import { itemKinds } from '../../contract/items.ts';
import { apiStatus } from '../../items/status-machine.ts';
import { all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { type ItemValues, prepareItem } from '../../testing/item-setup.ts';

/**
 * Catalogue items, core routes: each on a fresh item of teacher@example.com (teacher2 is another
 * lecturer; staff has no v2_course permission).
 */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: 'GET /lecturers/v2/courses',
    call: () => Promise.resolve({ path: '/lecturers/v2/courses' }),
    expect: { anonymous: 403, admin: 200, staff: 404, teacher: 200, teacher2: 200, student: 404 },
  },
  ...itemKinds.flatMap((kind): Row[] => {
    const base = `/lecturers/v2/${kind}`;
    const item = async (values: ItemValues = {}) =>
      `${base}/${await prepareItem(api, kind, values)}`;
    const ownerAndAdmin = all(404, { anonymous: 403, admin: 200, teacher: 200 });
    const ready = { introduction: '<p>Intro</p>', category: kind === 'courses' ? 'design' : '' };
    return [
      ...(kind === 'courses'
        ? []
        : [
            {
              endpoint: `GET ${base}`,
              call: () => Promise.resolve({ path: base }),
              expect: all(200, { anonymous: 403, staff: 404, student: 404 }),
            },
          ]),
      {
        endpoint: `POST ${base}`,
        call: () => Promise.resolve({ path: base, options: { body: { title: 'Matrix item' } } }),
        // An admin is no lecturer: only lecturers create items.
        expect: all(404, { anonymous: 403, teacher: 201, teacher2: 201 }),
      },
      {
        endpoint: `GET ${base}/{id}`,
        call: async () => ({ path: await item() }),
        expect: ownerAndAdmin,
      },
      {
        endpoint: `PUT ${base}/{id}`,
        call: async () => ({ path: await item(), options: { body: { title: 'Renamed' } } }),
        expect: ownerAndAdmin,
      },
      {
        endpoint: `DELETE ${base}/{id}`,
        call: async () => ({ path: await item() }),
        expect: ownerAndAdmin,
      },
      {
        endpoint: `POST ${base}/{id}/cover`,
        call: async () => ({ path: `${await item()}/cover`, options: { body: { upload_id: '' } } }),
        expect: ownerAndAdmin,
      },
      {
        endpoint: `POST ${base}/{id}/reviews`,
        call: async () => ({ path: `${await item(ready)}/reviews` }),
        // Only the owner submits; an admin sees the item and is told so.
        expect: all(404, { anonymous: 403, admin: 400, teacher: 200 }),
      },
      {
        endpoint: `PUT ${base}/{id}/status`,
        call: async () => ({
          path: `${await item({ ...ready, status: 'REVIEW' })}/status`,
          options: { body: { status: apiStatus(kind, 'PUBLISH') } },
        }),
        // Only an admin approves; the owner sees the item and is told so.
        expect: all(404, { anonymous: 403, admin: 200, teacher: 400 }),
      },
      {
        endpoint: `POST ${base}/bulk/status`,
        call: async () => ({
          path: `${base}/bulk/status`,
          options: {
            json: true,
            body: {
              ids: [await prepareItem(api, kind, { status: 'PUBLISH' })],
              status: apiStatus(kind, 'OFFLINE'),
            },
          },
        }),
        // Another lecturer's id in the selection is outside their scope.
        expect: ownerAndAdmin,
      },
      {
        endpoint: `POST ${base}/bulk/trash`,
        call: async () => ({
          path: `${base}/bulk/trash`,
          options: { json: true, body: { ids: [await prepareItem(api, kind)] } },
        }),
        expect: ownerAndAdmin,
      },
    ];
  }),
];
