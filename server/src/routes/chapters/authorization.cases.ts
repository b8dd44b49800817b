/** Rows of the authorization matrix (server/src/authorization.test.ts) for chapters. */
import { all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { structured } from '../../testing/structure.ts';

const itemOnly = all(404, { anonymous: 403, admin: 200, teacher: 200 });

/** Chapters of a fresh structure (testing/structure.ts) of each kind. */
export const authorization: MatrixRows = ({ api }) =>
  (['courses', 'ebooks'] as const).flatMap((kind): Row[] => {
    const base = `/lecturers/v2/${kind}/{id}`;
    return [
      {
        endpoint: `GET ${base}/chapters`,
        call: async () => ({ path: `${(await structured(api, kind)).base}/chapters` }),
        expect: itemOnly,
      },
      {
        endpoint: `GET ${base}/chapters/lists`,
        call: async () => ({ path: `${(await structured(api, kind)).base}/chapters/lists` }),
        expect: itemOnly,
      },
      {
        endpoint: `POST ${base}/chapters`,
        call: async () => ({
          path: `${(await structured(api, kind)).base}/chapters`,
          options: { body: { title: 'New chapter' } },
        }),
        expect: itemOnly,
      },
      {
        endpoint: `PUT ${base}/chapters/{chapter_id}`,
        call: async () => {
          const item = await structured(api, kind);
          return {
            path: `${item.base}/chapters/${item.chapterId}`,
            options: { body: { title: 'Renamed' } },
          };
        },
        expect: itemOnly,
      },
      {
        endpoint: `DELETE ${base}/chapters/{chapter_id}`,
        call: async () => {
          const item = await structured(api, kind);
          return { path: `${item.base}/chapters/${item.chapterId}` };
        },
        expect: itemOnly,
      },
      {
        endpoint: `POST ${base}/chapters/resort`,
        call: async () => {
          const item = await structured(api, kind);
          return {
            path: `${item.base}/chapters/resort`,
            options: {
              json: true,
              body: {
                chapters: [item.chapterId],
                lectures: [{ id: item.lectureId, parent_id: item.chapterId }],
              },
            },
          };
        },
        expect: itemOnly,
      },
      {
        endpoint: `POST ${base}/chapters/outline`,
        call: async () => ({
          path: `${(await structured(api, kind)).base}/chapters/outline`,
          options: {
            json: true,
            body: { chapters: [{ title: 'Part', lectures: [{ title: 'L' }] }] },
          },
        }),
        expect: itemOnly,
      },
    ];
  });
