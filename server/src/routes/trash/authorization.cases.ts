/** Rows of the authorization matrix (server/src/authorization.test.ts) for the trash. */
import { all, type MatrixRows } from '../../testing/authorization.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { structured } from '../../testing/structure.ts';

/** The trash, and restoring a lecture the teacher deleted just before. */
export const authorization: MatrixRows = ({ api }) => {
  /** A trash entry: a fresh lecture of teacher@example.com, deleted. */
  const entry = async () => {
    const { lectureId } = await structured(api, 'courses');
    const deleted = await sendAs(api, 'DELETE', `/lecturers/v2/lectures/${lectureId}`, 'teacher');
    return (deleted.body as { trash_id: number }).trash_id;
  };
  return [
    {
      endpoint: 'GET /lecturers/v2/trash',
      call: () => Promise.resolve({ path: '/lecturers/v2/trash' }),
      expect: all(200, { anonymous: 403, student: 404 }),
    },
    {
      endpoint: 'POST /lecturers/v2/trash/{trash_id}/restore',
      call: async () => ({ path: `/lecturers/v2/trash/${await entry()}/restore` }),
      // Another lecturer may not see the entry; staff hold no course key.
      expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
    },
  ];
};
