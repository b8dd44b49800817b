/** Rows of the authorization matrix (server/src/authorization.test.ts) for platform. */
import { all, type MatrixRows } from '../../testing/authorization.ts';

/** What the platform tells everyone: the geo and public settings. */
export const authorization: MatrixRows = () => [
  {
    endpoint: 'GET /v2/geoips',
    call: () => Promise.resolve({ path: '/v2/geoips' }),
    expect: all(200),
  },
  {
    endpoint: 'GET /v2/configs',
    call: () => Promise.resolve({ path: '/v2/configs?keys[]=TWD_TO_USD_RATE' }),
    expect: all(200),
  },
];
