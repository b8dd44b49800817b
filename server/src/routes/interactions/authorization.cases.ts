/** Rows of the authorization matrix (server/src/authorization.test.ts) for interactions. */
import { eq } from 'drizzle-orm';
import { interactionReplies } from '../../db/schema.ts';
import { accounts, all, type MatrixRows, type Row } from '../../testing/authorization.ts';
import { createItem, userIdOf } from '../../testing/item-fixtures.ts';
import { createPostCourse } from '../../testing/posts.ts';

/**
 * Interactions: lists of the viewer's scope, and posts under a fresh course of teacher@example.com
 * (teacher2 is another lecturer; staff has no v2_interaction permission).
 */
export const authorization: MatrixRows = ({ api }) => [
  ...(
    ['courses', 'comments', 'discussions', 'feedbacks', 'creations', 'inbox', 'waiting'] as const
  ).map((list): Row => ({
    endpoint: `GET /lecturers/v2/interactions/${list}`,
    call: () => Promise.resolve({ path: `/lecturers/v2/interactions/${list}` }),
    expect: { anonymous: 403, admin: 200, staff: 404, teacher: 200, teacher2: 200, student: 404 },
  })),
  {
    endpoint: 'GET /lecturers/v2/interactions/courses/{id}/lectures',
    call: async () => ({
      path: `/lecturers/v2/interactions/courses/${String(await createItem(api, 'courses'))}/lectures`,
    }),
    expect: all(404, { anonymous: 403, admin: 200, teacher: 200 }),
  },
  ...(
    [
      ['GET', '{type}/{id}', '', undefined, 200],
      ['POST', '{type}/{id}/replies', '/replies', { body: '<p>Thanks</p>' }, 201],
      ['PUT', '{type}/{id}/display', '/display', { display: false }, 200],
      ['PUT', '{type}/{id}/replies/{reply_id}/display', '/replies/{reply}/display', {}, 200],
      ['PUT', 'discussions/{id}/solved', '/solved', { solved: true }, 200],
      ['PUT', 'creations/{id}/published', '/published', { published: true }, 200],
    ] as const
  ).map(([method, pattern, rest, body, ok]): Row => ({
    endpoint: `${method} /lecturers/v2/interactions/${pattern}`,
    call: async () => {
      const type = pattern.startsWith('creations')
        ? 'creations'
        : pattern.startsWith('discussions')
          ? 'discussions'
          : 'comments';
      const teacherId = await userIdOf(api, accounts.teacher);
      const fixture = await createPostCourse(api, accounts.teacher, teacherId, (_l, [ming]) => [
        { type, author: ming, at: 1, responded: true },
      ]);
      const [reply] = await api.db
        .select({ id: interactionReplies.id })
        .from(interactionReplies)
        .where(eq(interactionReplies.interactionId, fixture.posts[0] ?? 0));
      const path = `/lecturers/v2/interactions/${type}/${String(fixture.posts[0])}${rest.replace('{reply}', String(reply?.id))}`;
      return { path, ...(body ? { options: { body } } : {}) };
    },
    expect: all(404, { anonymous: 403, admin: ok, teacher: ok }),
  })),
];
