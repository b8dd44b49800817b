/** Rows of the authorization matrix (server/src/authorization.test.ts) for item-prices. */
import { kindsWith } from '../../items/routing.ts';
import { all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { createItem } from '../../testing/item-fixtures.ts';

/** Item prices and stage prices, each on a fresh item of teacher@example.com. */
export const authorization: MatrixRows = ({ api }) => [
  ...kindsWith('prices').map((kind): Row => ({
    endpoint: `PUT /lecturers/v2/${kind}/{id}/prices`,
    call: async () => ({
      path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/prices`,
      options: { body: { price: 100 } },
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
  })),
  ...kindsWith('tickets').map((kind): Row => ({
    endpoint: `PUT /lecturers/v2/${kind}/{id}/fundraising_tickets`,
    call: async () => ({
      path: `/lecturers/v2/${kind}/${await createItem(api, kind)}/fundraising_tickets`,
      options: { body: { tickets: [{ fundraising: 100, schedule_at: '2030-01-01T00:00:00Z' }] } },
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
  })),
];
