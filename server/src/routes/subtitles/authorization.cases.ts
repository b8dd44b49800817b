/** Rows of the authorization matrix (server/src/authorization.test.ts) for subtitles. */
import { all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { structured } from '../../testing/structure.ts';

const itemOnly = all(404, { anonymous: 403, admin: 200, teacher: 200 });

/** The subtitle of a fresh structure (testing/structure.ts) of each kind. */
export const authorization: MatrixRows = ({ api }) =>
  (['courses', 'ebooks'] as const).flatMap((kind): Row[] => {
    const base = `/lecturers/v2/${kind}/{id}`;
    return [
      {
        endpoint: `DELETE ${base}/subtitles/{subtitle_id}`,
        call: async () => {
          const item = await structured(api, kind);
          return { path: `${item.base}/subtitles/${item.subtitleId}` };
        },
        expect: itemOnly,
      },
    ];
  });
