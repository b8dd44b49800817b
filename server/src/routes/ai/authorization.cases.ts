/** Rows of the authorization matrix (server/src/authorization.test.ts) for ai. */
import { all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { structured } from '../../testing/structure.ts';

/** With no writing assistant configured, those who may use it on the item are told so (400). */
export const authorization: MatrixRows = ({ api }) =>
  (['courses', 'ebooks'] as const).map((kind): Row => ({
    endpoint: `POST /lecturers/v2/${kind}/{id}/ai`,
    call: async () => ({
      path: `${(await structured(api, kind)).base}/ai`,
      options: { body: { task: 'outline' } },
    }),
    expect: all(404, { anonymous: 403, admin: 400, teacher: 400 }),
  }));
