/** Rows of the authorization matrix (server/src/authorization.test.ts) for announcements. */
import { announcementDiscussions, announcements, configs } from '../../db/schema.ts';
import { accounts, all, type MatrixRows, type Row, type Who } from '../../testing/authorization.ts';
import type { TestApi } from '../../testing/harness.ts';
import { createItem, userIdOf } from '../../testing/item-fixtures.ts';

/**
 * A fresh announcement of teacher@example.com to one of their courses, with a discussion by the
 * caller where they may write one (only its author edits it).
 */
async function teachersAnnouncement(api: TestApi, who: Who) {
  const teacherId = await userIdOf(api, accounts.teacher);
  const course = await createItem(api, 'courses');
  const [row] = await api.db
    .insert(announcements)
    .values({
      lecturerId: teacherId,
      createdBy: teacherId,
      title: 'Matrix announcement',
      body: '<p>Matrix</p>',
      includes: [course],
    })
    .returning({ id: announcements.id });
  const author =
    who === 'admin' || who === 'teacher' ? await userIdOf(api, accounts[who]) : teacherId;
  const [discussion] = await api.db
    .insert(announcementDiscussions)
    .values({ announcementId: row?.id ?? 0, authorId: author, staff: true, body: '<p>Hi</p>' })
    .returning({ id: announcementDiscussions.id });
  return {
    base: `/lecturers/v2/announcements/${row?.id ?? 0}`,
    discussion: `/lecturers/v2/announcements/${row?.id ?? 0}/discussions/${discussion?.id ?? 0}`,
  };
}

/** A new announcement's body for a caller: a lecturer's own course; an admin names the teacher. */
async function announcementBody(api: TestApi, who: Who) {
  const owner = who === 'teacher2' ? accounts.teacher2 : accounts.teacher;
  const course = await createItem(api, 'courses', owner);
  return {
    title: 'Matrix announcement',
    body: '<p>Matrix</p>',
    type: 'NOTICE',
    includes: [course],
    ...(who === 'admin' ? { lecturer_id: await userIdOf(api, accounts.teacher) } : {}),
  };
}

const interactionUsers = all(200, { anonymous: 403, staff: 404, student: 404 });
const announcementOwner = all(404, { anonymous: 403, admin: 200, teacher: 200 });

/**
 * Announcements: each call on a fresh announcement of teacher@example.com to one of their courses,
 * with a discussion by the caller where they may write one (only its author edits it). teacher2 is
 * another lecturer; staff has no v2_interaction permission.
 */
export const authorization: MatrixRows = ({ api }) => [
  {
    endpoint: 'GET /lecturers/v2/interactions/announcements',
    call: () => Promise.resolve({ path: '/lecturers/v2/interactions/announcements' }),
    expect: interactionUsers,
  },
  {
    endpoint: 'GET /lecturers/v2/announcements/usage',
    call: async (who) => ({
      path: `/lecturers/v2/announcements/usage${who === 'admin' ? `?lecturer_id=${await userIdOf(api, accounts.teacher)}` : ''}`,
    }),
    expect: interactionUsers,
  },
  ...(['validator', 'preview'] as const).map((name): Row => ({
    endpoint: `POST /lecturers/v2/announcements/${name}`,
    call: async (who) => ({
      path: `/lecturers/v2/announcements/${name}`,
      options: { json: true, body: await announcementBody(api, who) },
    }),
    expect: interactionUsers,
  })),
  {
    endpoint: 'POST /lecturers/v2/announcements',
    call: async (who) => ({
      path: '/lecturers/v2/announcements',
      options: { json: true, body: await announcementBody(api, who) },
    }),
    expect: all(201, { anonymous: 403, staff: 404, student: 404 }),
  },
  {
    endpoint: 'GET /lecturers/v2/announcements/{announcement_id}',
    call: async (who) => ({ path: (await teachersAnnouncement(api, who)).base }),
    expect: announcementOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/announcements/{announcement_id}',
    call: async (who) => ({
      path: (await teachersAnnouncement(api, who)).base,
      options: { body: { title: 'Renamed', body: '<p>Renamed</p>', type: 'EMAIL' } },
    }),
    expect: announcementOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/announcements/{announcement_id}',
    call: async (who) => ({ path: (await teachersAnnouncement(api, who)).base }),
    expect: announcementOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/announcements/{announcement_id}/display',
    call: async (who) => ({
      path: `${(await teachersAnnouncement(api, who)).base}/display`,
      options: { body: { display: 0 } },
    }),
    expect: announcementOwner,
  },
  {
    endpoint: 'PUT /lecturers/v2/announcements/{announcement_id}/confirm',
    call: async (who) => {
      // Whatever the demo sent this month, the teacher may send more here.
      await api.db
        .insert(configs)
        .values({ key: 'ANNOUNCEMENT_MONTHLY_LIMIT', value: '1000' })
        .onConflictDoUpdate({ target: configs.key, set: { value: '1000' } });
      return { path: `${(await teachersAnnouncement(api, who)).base}/confirm` };
    },
    expect: announcementOwner,
  },
  {
    endpoint: 'POST /lecturers/v2/announcements/{announcement_id}/discussions',
    call: async (who) => ({
      path: `${(await teachersAnnouncement(api, who)).base}/discussions`,
      options: { body: { body: '<p>Reply</p>' } },
    }),
    expect: all(404, { anonymous: 403, admin: 201, teacher: 201 }),
  },
  {
    endpoint: 'PUT /lecturers/v2/announcements/{announcement_id}/discussions/{discussion_id}',
    call: async (who) => ({
      path: (await teachersAnnouncement(api, who)).discussion,
      options: { body: { body: '<p>Edited</p>' } },
    }),
    expect: announcementOwner,
  },
  {
    endpoint: 'DELETE /lecturers/v2/announcements/{announcement_id}/discussions/{discussion_id}',
    call: async (who) => ({ path: (await teachersAnnouncement(api, who)).discussion }),
    expect: announcementOwner,
  },
  {
    endpoint:
      'PUT /lecturers/v2/announcements/{announcement_id}/discussions/{discussion_id}/display',
    call: async (who) => ({
      path: `${(await teachersAnnouncement(api, who)).discussion}/display`,
      options: { body: { display: 0 } },
    }),
    expect: announcementOwner,
  },
];
