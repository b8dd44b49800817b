/**
 * The demo's interactions (seed/interactions.ts) hold what the browser tests rely on: each demo
 * lecturer's published courses, ordered by id, have waiting posts of every type, feedbacks of
 * every score, works with image and other files stored on disk; announcements of every status;
 * and the stored columns follow the design's rules.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { threadTypes } from '../contract/plain/interactions.ts';
import { openTestApi } from '../testing/harness.ts';
import { rowsOf } from '../db/index.ts';
import { demoCounts } from './demo.ts';
import { DEMO_COURSE_LAYOUT, interactionCounts, planInteractions } from './interactions.ts';
import { DEMO_LECTURER_EMAILS, PLAN_EPOCH, planGroup } from './marketplace.ts';

const api = await openTestApi();

const rows = <T>(query: SQL) => rowsOf<T>(api.db, query);

/** A demo lecturer's published courses, ordered by id (what a browser test picks from). */
async function publishedCourses(email: string): Promise<{ id: number; title: string }[]> {
  return rows(sql`select c.id, c.title from courses c join users u on u.id = c.lecturer_id
    where u.email = ${email} and c.kind = 'courses' and c.status = 'PUBLISH' order by c.id`);
}

describe.each(DEMO_LECTURER_EMAILS)('the published courses of %s', (email) => {
  it('are six or more, each with at least three waiting posts of each type', async () => {
    const courses = await publishedCourses(email);
    expect(courses.length).toBeGreaterThanOrEqual(6);
    const waiting = await rows<{ course_id: number; type: string; waiting: number }>(sql`
      select course_id, type::text as type, count(*)::int as waiting from interactions
      where handled_at is null and display group by course_id, type`);
    for (const course of courses) {
      for (const type of threadTypes) {
        const found = waiting.find((row) => row.course_id === course.id && row.type === type);
        expect(found?.waiting ?? 0, `${course.title} ${type}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('have answered and unanswered questions, solved and open discussions, every score and handled works', async () => {
    const courses = await publishedCourses(email);
    for (const course of courses) {
      const [row] = await rows<Record<string, number>>(sql`select
        count(*) filter (where type = 'comments' and responded_at is not null)::int as answered,
        count(*) filter (where type = 'comments' and responded_at is null and display)::int as unanswered,
        count(*) filter (where type = 'discussions' and solved)::int as solved,
        count(*) filter (where type = 'discussions' and not solved and reply_count > 0
          and display)::int as open_replied,
        count(distinct score) filter (where type = 'feedbacks' and handled_at is null)::int as waiting_scores,
        count(*) filter (where type = 'feedbacks' and responded_at is not null)::int as answered_feedbacks,
        count(*) filter (where type = 'creations' and published)::int as published,
        count(*) filter (where type = 'creations' and responded_at is not null
          and not published)::int as commented,
        count(*) filter (where not display)::int as hidden
        from interactions where course_id = ${course.id}`);
      expect(row, course.title).toMatchObject({ waiting_scores: 5 });
      for (const key of [
        'answered',
        'unanswered',
        'solved',
        'open_replied',
        'answered_feedbacks',
        'published',
        'commented',
        'hidden',
      ])
        expect(row?.[key] ?? 0, `${course.title} ${key}`).toBeGreaterThan(0);
      // Discussions with replies of students and of the lecturer.
      const [replies] = await rows<{ student: number; staff: number }>(sql`select
        count(*) filter (where not r.staff)::int as student, count(*) filter (where r.staff)::int as staff
        from interaction_replies r join interactions i on i.id = r.interaction_id
        where i.course_id = ${course.id} and i.type = 'discussions'`);
      expect(replies?.student ?? 0).toBeGreaterThan(0);
      expect(replies?.staff ?? 0).toBeGreaterThan(0);
    }
  });

  it('have works with images and other files, stored on disk', async () => {
    const folder = join(api.env.DATA_DIR, 'files');
    for (const course of await publishedCourses(email)) {
      const files = await rows<{ id: string; mime_type: string; size: number; filename: string }>(
        sql`select u.id, u.mime_type, u.size::int as size, u.filename from interaction_files f
        join uploads u on u.id = f.upload_id join interactions i on i.id = f.interaction_id
        where i.course_id = ${course.id} and i.type = 'creations'
        and u.kind = 'form' and u.completed_at is not null order by u.filename`,
      );
      const images = files.filter((file) => file.mime_type.startsWith('image/'));
      const others = files.filter((file) => !file.mime_type.startsWith('image/'));
      expect(images.length, course.title).toBeGreaterThan(0);
      expect(others.length, course.title).toBeGreaterThan(0);
      for (const file of files) {
        const info = await stat(join(folder, file.id));
        expect(info.size, file.filename).toBe(file.size);
      }
      for (const image of images.slice(0, 2)) {
        const meta = await sharp(join(folder, image.id)).metadata();
        expect(meta.width).toBeGreaterThan(0);
      }
    }
  });

  it('has announcements: drafts and sent, one hidden, of every status, discussions one hidden', async () => {
    const list = await rows<{
      id: number;
      status: string | null;
      display: boolean;
      confirmed_at: string | null;
      recipients: number | null;
      includes: number[];
      excepts: number[];
      progress: number;
      last_staff: boolean | null;
      hidden_discussions: number;
    }>(sql`select a.id, a.status::text as status, a.display, a.confirmed_at, a.recipients,
      a.includes, a.excepts, a.progress,
      (select d.staff from announcement_discussions d where d.announcement_id = a.id
        order by d.created_at desc, d.id desc limit 1) as last_staff,
      (select count(*)::int from announcement_discussions d where d.announcement_id = a.id
        and not d.display) as hidden_discussions
      from announcements a join users u on u.id = a.lecturer_id where u.email = ${email}`);
    const statuses = new Set(list.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['ANSWERED', 'WAITING', null].sort());
    for (const row of list) {
      // The status follows the last discussion.
      const expected = row.last_staff === null ? null : row.last_staff ? 'ANSWERED' : 'WAITING';
      expect(row.status).toBe(expected);
      // Sent before the plan's "now" (this month's allowance untouched), with its recipients.
      if (row.confirmed_at !== null) {
        expect(new Date(row.confirmed_at).getTime()).toBeLessThan(PLAN_EPOCH.getTime());
        expect(row.recipients).toBeGreaterThan(0);
      } else expect(row.recipients).toBeNull();
    }
    expect(list.some((row) => row.confirmed_at === null)).toBe(true);
    expect(list.some((row) => row.confirmed_at !== null && row.status === 'WAITING')).toBe(true);
    expect(list.filter((row) => !row.display)).toHaveLength(1);
    expect(list.some((row) => row.hidden_discussions > 0)).toBe(true);
    expect(list.some((row) => row.includes.length === 0)).toBe(true);
    expect(list.some((row) => row.includes.length > 0)).toBe(true);
    expect(list.some((row) => row.excepts.length > 0)).toBe(true);
    expect(new Set(list.map((row) => row.progress)).size).toBeGreaterThan(2);
  });
});

describe('the stored columns of every post', () => {
  it('follow the rules: waiting, responded, reply counts and last reply', async () => {
    const broken = await rows<{ id: number; type: string }>(sql`
      with r as (
        select interaction_id, count(*)::int as n, max(created_at) as last,
          min(created_at) filter (where staff) as first_staff
        from interaction_replies group by interaction_id)
      select i.id, i.type::text as type from interactions i left join r on r.interaction_id = i.id
      where i.reply_count <> coalesce(r.n, 0)
        or i.last_reply_at is distinct from r.last
        or i.responded_at is distinct from r.first_staff
        or (i.handled_at is null) <> (i.display and case i.type
          when 'discussions' then not i.solved
          when 'creations' then i.responded_at is null and not i.published
          else i.responded_at is null end)
        or i.created_at >= ${PLAN_EPOCH.toISOString()}::timestamptz
        or (i.type = 'feedbacks') <> (i.score between 1 and 5)
        or (i.type in ('discussions', 'creations')) <> (i.title is not null)
        or not exists (select 1 from enrollments e
          where e.course_id = i.course_id and e.student_id = i.author_id)
      limit 5`);
    expect(broken).toEqual([]);
  });

  it('are on published or offline courses, lectures of their own course', async () => {
    const stray = await rows<{ id: number }>(sql`select i.id from interactions i
      join courses c on c.id = i.course_id left join lectures l on l.id = i.lecture_id
      where c.kind <> 'courses' or c.status not in ('PUBLISH', 'OFFLINE')
        or (i.lecture_id is not null and l.course_id <> i.course_id) limit 5`);
    expect(stray).toEqual([]);
  });
});

describe('students and co-lecturers', () => {
  it('has 30 learners without a role, with progress from 0 to 100', async () => {
    const [row] = await rows<{ learners: number; min: number; max: number; roles: number }>(sql`
      select count(distinct u.id)::int as learners, min(e.progress)::int as min,
        max(e.progress)::int as max, max(cardinality(u.roles))::int as roles
      from users u join enrollments e on e.student_id = u.id
      where u.email like 'learner__@example.com'`);
    expect(row).toEqual({ learners: 30, min: 0, max: 100, roles: 0 });
  });

  it('has a co-lecturer who may answer students and one who may not', async () => {
    const teachs = await rows<{
      permissions: string[];
    }>(sql`select t.permissions from course_teachs t
      join courses c on c.id = t.course_id where t.lecturer_id <> c.lecturer_id`);
    expect(teachs.some((row) => row.permissions.includes('interactions'))).toBe(true);
    expect(teachs.some((row) => !row.permissions.includes('interactions'))).toBe(true);
  });
});

describe('counts', () => {
  it('demoCounts(1) matches the rows', async () => {
    const counts = demoCounts(1);
    const [row] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from enrollments) as enrollments,
      (select count(*)::int from interactions) as interactions,
      (select count(*)::int from interaction_replies) as replies,
      (select count(*)::int from interaction_files) as files,
      (select count(*)::int from announcements) as announcements,
      (select count(*)::int from announcement_discussions) as discussions,
      (select count(*)::int from coupons) as coupons,
      (select count(*)::int from orders) as orders`);
    expect(row).toEqual({
      users: counts.users,
      enrollments: counts.enrollments,
      interactions: counts.interactions,
      replies: counts.replies,
      files: counts.creationFiles,
      announcements: counts.announcements,
      discussions: counts.announcementDiscussions,
      coupons: counts.coupons,
      orders: counts.orders,
    });
  });

  it('a larger scale adds about twenty posts per published course, a share of them waiting', () => {
    const group = planGroup(1);
    const plan = planInteractions(group);
    const published = group.courses.filter(
      (course) => course.kind === 'courses' && course.status === 'PUBLISH',
    ).length;
    const onPublished = plan.posts.filter(
      (post) => group.courses[post.courseIndex]?.status === 'PUBLISH',
    );
    expect(onPublished.length / published).toBeGreaterThan(15);
    expect(onPublished.length / published).toBeLessThan(25);
    const waiting = onPublished.filter((post) => post.display && post.handledAt === null);
    expect(waiting.length / onPublished.length).toBeGreaterThan(0.15);
    expect(waiting.length / onPublished.length).toBeLessThan(0.5);
    expect(plan.announcements.length).toBeGreaterThan(0);
    expect(interactionCounts(2).interactions).toBe(
      interactionCounts(1).interactions + plan.posts.length,
    );
  });

  it('the demo layout keeps three waiting posts of each type', () => {
    for (const type of threadTypes) {
      const waiting = DEMO_COURSE_LAYOUT[type].filter(({ state }) =>
        ['waiting', 'open-students', 'open-staff'].includes(state),
      );
      expect(waiting.length).toBeGreaterThanOrEqual(3);
    }
  });
});
