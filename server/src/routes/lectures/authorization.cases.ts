/** Rows of the authorization matrix (server/src/authorization.test.ts) for lectures. */
import { all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { attachFile, structured } from '../../testing/structure.ts';

const itemOnly = all(404, { anonymous: 403, admin: 200, teacher: 200 });

/** Lectures of a fresh structure (testing/structure.ts) of each kind, and by their own path. */
export const authorization: MatrixRows = ({ api }) => {
  const lecturePath = async () =>
    `/lecturers/v2/lectures/${(await structured(api, 'courses')).lectureId}`;
  const withAttachment = async () => {
    const { lectureId } = await structured(api, 'courses');
    return {
      path: `/lecturers/v2/lectures/${lectureId}`,
      attachmentId: await attachFile(api, lectureId),
    };
  };
  return [
    ...(['courses', 'ebooks'] as const).flatMap((kind): Row[] => {
      const base = `/lecturers/v2/${kind}/{id}`;
      const blocks = { blocks: [{ type: 'TEXT', content: 'Hello' }] };
      return [
        {
          endpoint: `POST ${base}/lectures`,
          call: async () => {
            const item = await structured(api, kind);
            return {
              path: `${item.base}/lectures`,
              options: {
                body: { chapter_id: item.chapterId, type: 'VIDEO', title: 'New lecture' },
              },
            };
          },
          expect: all(404, { anonymous: 403, admin: 201, teacher: 201 }),
        },
        {
          endpoint: `GET ${base}/lectures`,
          call: async () => ({ path: `${(await structured(api, kind)).base}/lectures?type=VIDEO` }),
          expect: itemOnly,
        },
        {
          endpoint: `GET ${base}/lectures/create`,
          call: async () => ({ path: `${(await structured(api, kind)).base}/lectures/create` }),
          expect: itemOnly,
        },
        {
          endpoint: `POST ${base}/lectures/{lecture_id}/blocks`,
          call: async () => {
            const item = await structured(api, kind);
            return {
              path: `${item.base}/lectures/${item.lectureId}/blocks`,
              options: { json: true, body: blocks },
            };
          },
          expect: itemOnly,
        },
        {
          endpoint: `POST ${base}/blocks`,
          call: async () => ({
            path: `${(await structured(api, kind)).base}/blocks`,
            options: { json: true, body: blocks },
          }),
          expect: itemOnly,
        },
        {
          endpoint: `DELETE ${base}/videos`,
          call: async () => ({ path: `${(await structured(api, kind)).base}/videos` }),
          expect: itemOnly,
        },
      ];
    }),
    {
      endpoint: 'GET /lecturers/v2/lectures/{lecture_id}',
      call: async () => ({ path: await lecturePath() }),
      expect: itemOnly,
    },
    {
      endpoint: 'PUT /lecturers/v2/lectures/{lecture_id}',
      call: async () => ({ path: await lecturePath(), options: { body: { title: 'Renamed' } } }),
      expect: itemOnly,
    },
    {
      endpoint: 'DELETE /lecturers/v2/lectures/{lecture_id}',
      call: async () => ({ path: await lecturePath() }),
      expect: itemOnly,
    },
    {
      endpoint: 'PUT /lecturers/v2/lectures/{lecture_id}/attachments/{attachment_id}',
      call: async () => {
        const { path, attachmentId } = await withAttachment();
        return {
          path: `${path}/attachments/${attachmentId}`,
          options: { body: { name: 'a.pdf' } },
        };
      },
      expect: itemOnly,
    },
    {
      endpoint: 'PUT /lecturers/v2/lectures/{lecture_id}/attachments',
      call: async () => {
        const { path, attachmentId } = await withAttachment();
        return {
          path: `${path}/attachments`,
          options: { json: true, body: { ids: [attachmentId] } },
        };
      },
      expect: itemOnly,
    },
    {
      endpoint: 'DELETE /lecturers/v2/lectures/{lecture_id}/attachments/{attachment_id}',
      call: async () => {
        const { path, attachmentId } = await withAttachment();
        return { path: `${path}/attachments/${attachmentId}` };
      },
      expect: itemOnly,
    },
    {
      endpoint: 'DELETE /lecturers/v2/lectures/{lecture_id}/videos',
      call: async () => ({ path: `${await lecturePath()}/videos` }),
      expect: itemOnly,
    },
  ];
};
