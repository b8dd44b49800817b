/**
 * The waiting counts the database keeps per course and type (interaction_waiting, by a trigger on
 * interactions) equal the waiting posts counted one by one: over the demo posts, and after posts
 * are written, handled, reopened, moved to another course or type and deleted; and the waiting
 * counts an administrator and a lecturer read add them up.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/index.ts';
import { interactions } from '../db/schema.ts';
import { openTestApi } from '../testing/harness.ts';
import { createItem, userIdOf } from '../testing/item-fixtures.ts';
import { createStudent } from '../testing/posts.ts';
import { waitingOf } from './waiting.ts';

const api = await openTestApi();

/** `course:type n` of every count kept above zero, and of the waiting posts counted. */
async function keptAndCounted(): Promise<{ kept: string[]; counted: string[] }> {
  const lines = (rows: { course_id: number; type: string; n: number }[]) =>
    rows.map((row) => `${String(row.course_id)}:${row.type} ${String(row.n)}`).sort();
  const kept = await rowsOf<{ course_id: number; type: string; n: number }>(
    api.db,
    sql`select course_id, type, n from interaction_waiting where n <> 0`,
  );
  const counted = await rowsOf<{ course_id: number; type: string; n: number }>(
    api.db,
    sql`select course_id, type, count(*)::int as n from interactions where handled_at is null group by 1, 2`,
  );
  return { kept: lines(kept), counted: lines(counted) };
}

describe('the kept waiting counts', () => {
  it('equal the waiting posts counted one by one over the demo posts', async () => {
    const { kept, counted } = await keptAndCounted();
    expect(counted.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
  });

  it('follow posts written, handled, reopened, moved, retyped and deleted', async () => {
    const teacherId = await userIdOf(api, 'teacher@example.com');
    const one = await createItem(api, 'courses', 'teacher@example.com', 'Waiting one');
    const two = await createItem(api, 'courses', 'teacher@example.com', 'Waiting two');
    const student = await createStudent(api, 'Waiting student');
    const written = await api.db
      .insert(interactions)
      .values(
        (['comments', 'comments', 'feedbacks', 'creations'] as const).map((type) => ({
          type,
          courseId: one,
          authorId: student,
          body: '<p>?</p>',
        })),
      )
      .returning({ id: interactions.id });
    const [a = 0, b = 0, c = 0, d = 0] = written.map((row) => row.id);
    const now = new Date();
    await api.db.update(interactions).set({ handledAt: now }).where(eq(interactions.id, a));
    await api.db.update(interactions).set({ handledAt: null }).where(eq(interactions.id, a));
    await api.db.update(interactions).set({ handledAt: now }).where(eq(interactions.id, b));
    await api.db.update(interactions).set({ courseId: two }).where(eq(interactions.id, c));
    await api.db.update(interactions).set({ type: 'discussions' }).where(eq(interactions.id, d));
    // A change that leaves the waiting state alone (a reply count) changes no count.
    await api.db.update(interactions).set({ replyCount: 3 }).where(eq(interactions.id, a));
    await api.db.delete(interactions).where(inArray(interactions.id, [b, d]));
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept).toContain(`${String(one)}:comments 1`);
    expect(kept).toContain(`${String(two)}:feedbacks 1`);

    const total = (rows: { n: number }[]) => rows.reduce((sum, row) => sum + row.n, 0);
    const all = await rowsOf<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from interactions where handled_at is null`,
    );
    const theirs = await rowsOf<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from interactions where handled_at is null and course_id in (select id from courses where lecturer_id = ${teacherId} union select course_id from course_teachs where lecturer_id = ${teacherId})`,
    );
    await api.db.transaction(async (tx) => {
      expect((await waitingOf({ tx, viewer: { id: 0 }, role: 'ADMIN' })).total).toBe(total(all));
      expect((await waitingOf({ tx, viewer: { id: teacherId }, role: 'TEACHER' })).total).toBe(
        total(theirs),
      );
    });
  });
});
