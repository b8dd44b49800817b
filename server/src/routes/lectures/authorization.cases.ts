/** Rows of the authorization matrix (server/src/authorization.test.ts) for lectures. */
import { signLink } from '../../auth/signed-link.ts';
import { userIdOf } from '../../testing/item-fixtures.ts';
import { accounts, all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { attachFile, attachVideoFile, structured } from '../../testing/structure.ts';

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
  const withVideo = async () => {
    const { lectureId } = await structured(api, 'courses');
    await attachVideoFile(api, lectureId, new Uint8Array(16));
    return lectureId;
  };
  return [
    {
      endpoint: 'GET /lecturers/v2/lectures/{lecture_id}/media-link',
      call: async () => ({
        path: `/lecturers/v2/lectures/${String(await withVideo())}/media-link`,
      }),
      expect: itemOnly,
    },
    {
      // The browser's player sends no token: each caller gets a link signed for them (an
      // administrator's as ADMIN, anyone else's as TEACHER); without a user, no signature (403).
      endpoint: 'GET /lecturers/v2/lectures/{lecture_id}/media',
      call: async (who) => {
        const path = `/lecturers/v2/lectures/${String(await withVideo())}/media`;
        if (who === 'anonymous') return { path };
        const userId = await userIdOf(api, accounts[who]);
        const role = who === 'admin' || who === 'staff' ? 'ADMIN' : 'TEACHER';
        return {
          path: `${path}?${signLink(api.env.MEDIA_LINK_SECRET, path, { userId, role }).query}`,
        };
      },
      expect: itemOnly,
    },
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
