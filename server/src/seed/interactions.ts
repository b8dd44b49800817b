/**
 * The demo's interactions: students' questions, discussions, feedbacks and works (creations)
 * under the published courses, the lecturers' replies, the works' files, and the lecturers'
 * announcements with their discussions. Planned per group (a seeded PRNG, dates before
 * PLAN_EPOCH) and inserted in batches with the group's courses, so every scale has them.
 *
 * What the browser tests rely on (seed/interactions.test.ts checks it): each demo lecturer owns
 * DEMO_COURSE_LAYOUT's posts in each of their published courses (six each), so every such course
 * has at least three waiting posts of each type; the stored columns follow the rules of the
 * design (`handled_at` null only while a shown post waits, `responded_at` the first staff
 * reply, `reply_count` and `last_reply_at` of the replies).
 */
import type { ThreadType } from '../contract/plain/interactions.ts';
import type { TeachPermission } from '../contract/items.ts';
import type { Database, Transaction } from '../db/index.ts';
import {
  announcementDiscussions,
  announcements,
  enrollments,
  interactionFiles,
  interactionReplies,
  interactions,
  uploads,
  users,
} from '../db/schema.ts';
import { newUploadId } from '../uploads/shared.ts';
import { creationFileVariants, type CreationFileWriter } from './creation-files.ts';
import {
  announcementLecturerDiscussions,
  announcementStudentDiscussions,
  announcementTexts,
  creationBodies,
  creationComments,
  creationFileNames,
  creationTitles,
  discussionBodies,
  discussionTitles,
  feedbackAnswers,
  feedbackBodies,
  hiddenBodies,
  lecturerDiscussionReplies,
  questionAnswers,
  questionBodies,
  studentReplies,
} from './interaction-words.ts';
import {
  chunks,
  DEMO_LECTURER_EMAILS,
  escapeHtml,
  insertJson,
  int,
  pick,
  PLAN_EPOCH,
  planMarketplace,
  prng,
  shuffle,
  weighted,
  type PlannedCourse,
  type PlannedGroup,
  type Random,
} from './marketplace.ts';
import {
  isDemoPublished,
  planStudents,
  type PlannedEnrollment,
  type PlannedStudents,
} from './students.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** What happened to a post. */
export type PostState =
  /** Waiting: nobody answered yet (a discussion: open without replies). */
  | 'waiting'
  /** A question or feedback answered by a lecturer. */
  | 'answered'
  /** A question answered, asked again by the student and answered again. */
  | 'followed'
  /** A discussion still open, with students' replies only. */
  | 'open-students'
  /** A discussion still open (waiting), though a lecturer replied and a student after them. */
  | 'open-staff'
  /** A discussion solved after replies. */
  | 'solved'
  /** A work published without a comment. */
  | 'published'
  /** A work commented on and published. */
  | 'published-commented'
  /** A work commented on, not published. */
  | 'commented'
  /** Hidden by the lecturer without an answer (never waits). */
  | 'hidden';

/**
 * The posts of each demo lecturer's published course: per type, the states (and the feedbacks'
 * scores). Waiting ones: 4 questions, 4 discussions (2 without replies, 2 with), 5 feedbacks
 * (one per score) and 4 works.
 */
export const DEMO_COURSE_LAYOUT: Readonly<
  Record<ThreadType, readonly { readonly state: PostState; readonly score?: number }[]>
> = {
  comments: [
    { state: 'waiting' },
    { state: 'answered' },
    { state: 'waiting' },
    { state: 'followed' },
    { state: 'waiting' },
    { state: 'answered' },
    { state: 'hidden' },
    { state: 'waiting' },
  ],
  discussions: [
    { state: 'waiting' },
    { state: 'solved' },
    { state: 'open-students' },
    { state: 'open-staff' },
    { state: 'solved' },
    { state: 'hidden' },
    { state: 'waiting' },
  ],
  feedbacks: [
    { state: 'waiting', score: 5 },
    { state: 'answered', score: 5 },
    { state: 'waiting', score: 4 },
    { state: 'answered', score: 4 },
    { state: 'waiting', score: 3 },
    { state: 'waiting', score: 2 },
    { state: 'answered', score: 2 },
    { state: 'waiting', score: 1 },
    { state: 'hidden', score: 1 },
  ],
  creations: [
    { state: 'waiting' },
    { state: 'published' },
    { state: 'waiting' },
    { state: 'commented' },
    { state: 'published-commented' },
    { state: 'waiting' },
    { state: 'commented' },
    { state: 'hidden' },
    { state: 'waiting' },
  ],
};

/** A planned reply under a post. */
export interface PlannedReply {
  readonly authorEmail: string;
  readonly staff: boolean;
  readonly body: string;
  readonly createdAt: Date;
}

/** A planned file of a work: its variant (creation-files.ts) and name. */
export interface PlannedFile {
  readonly variant: number;
  readonly name: string;
}

/** A planned post, its stored columns consistent with its replies and state. */
export interface PlannedPost {
  readonly courseIndex: number;
  /** The lecture by its place among the course's lectures (chapters and lectures in order). */
  readonly lectureIndex: number | null;
  readonly type: ThreadType;
  readonly state: PostState;
  readonly authorEmail: string;
  readonly title: string | null;
  readonly body: string;
  readonly score: number | null;
  readonly solved: boolean;
  readonly published: boolean;
  readonly display: boolean;
  readonly respondedAt: Date | null;
  readonly handledAt: Date | null;
  readonly replyCount: number;
  readonly lastReplyAt: Date | null;
  readonly createdAt: Date;
  readonly replies: readonly PlannedReply[];
  readonly files: readonly PlannedFile[];
}

/** A planned discussion under an announcement. */
export interface PlannedAnnouncementDiscussion {
  readonly authorEmail: string;
  readonly staff: boolean;
  readonly body: string;
  readonly display: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A planned announcement; its courses by their index in the group. */
export interface PlannedAnnouncement {
  readonly lecturerEmail: string;
  readonly createdByEmail: string;
  readonly title: string;
  readonly body: string;
  readonly type: 'NOTICE' | 'EMAIL';
  readonly display: boolean;
  readonly status: 'WAITING' | 'ANSWERED' | null;
  readonly includes: readonly number[];
  readonly excepts: readonly number[];
  readonly progress: number;
  readonly beginsAt: Date | null;
  readonly endsAt: Date | null;
  readonly confirmedAt: Date | null;
  readonly recipients: number | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly discussions: readonly PlannedAnnouncementDiscussion[];
}

/** A group's students, enrollments, posts and announcements. */
export interface PlannedInteractions extends PlannedStudents {
  readonly posts: readonly PlannedPost[];
  readonly announcements: readonly PlannedAnnouncement[];
}

/** Row counts of the interactions of a scale. */
export interface InteractionCounts {
  /** Student accounts (no role) the marketplace adds; the demo's `users` counts them too. */
  readonly students: number;
  readonly enrollments: number;
  /** Students' posts: questions, discussions, feedbacks and works. */
  readonly interactions: number;
  readonly replies: number;
  /** Files of the works (stored only with a data folder). */
  readonly creationFiles: number;
  readonly announcements: number;
  readonly announcementDiscussions: number;
}

/** A time rounded down to the second. */
function at(time: number): Date {
  return new Date(Math.floor(time / 1000) * 1000);
}

/** A later time: at least a minute after `time`, at most halfway to the plan's "now". */
function later(random: Random, time: number): number {
  const room = PLAN_EPOCH.getTime() - MINUTE - time;
  return time + MINUTE + Math.floor(random() * Math.max(0, room) * 0.5);
}

/** A paragraph of safe HTML, its placeholders filled. */
function paragraph(text: string, lecture: string, course: string): string {
  return `<p>${escapeHtml(text.replaceAll('{lecture}', lecture).replaceAll('{course}', course))}</p>`;
}

/** A course's lectures a post may be under (those of chapters students see), in order. */
function lecturesOf(course: PlannedCourse): { index: number; title: string }[] {
  const found: { index: number; title: string }[] = [];
  let index = 0;
  for (const chapter of course.chapters) {
    for (const lecture of chapter.lectures) {
      if (!chapter.draft) found.push({ index, title: lecture.title });
      index += 1;
    }
  }
  return found;
}

/** Who answers a course's students: its owner and co-lecturers holding `interactions`. */
function staffOf(course: PlannedCourse): string[] {
  const answering: TeachPermission = 'interactions';
  return [
    course.lecturerEmail,
    ...course.teachs
      .slice(1)
      .filter((teach) => teach.permissions.includes(answering))
      .map((teach) => teach.email),
  ];
}

/** What planning a course's posts needs. */
interface CourseContext {
  readonly random: Random;
  readonly courseIndex: number;
  readonly course: PlannedCourse;
  readonly lectures: readonly { index: number; title: string }[];
  readonly enrolled: readonly PlannedEnrollment[];
  readonly staff: readonly string[];
}

/** Plans one post of a type in a state (its replies, times and stored columns). */
function planPost(
  context: CourseContext,
  type: ThreadType,
  state: PostState,
  options: { readonly score?: number | undefined; readonly files?: readonly number[] },
): PlannedPost {
  const { random, course } = context;
  const enrollment = pick(random, context.enrolled);
  const now = PLAN_EPOCH.getTime();
  const start = Math.min(enrollment.createdAt.getTime() + DAY, now - 3 * DAY);
  const created = start + Math.floor(random() * (now - 2 * HOUR - start));
  // Questions and works are under a lecture; discussions now and then; feedbacks never.
  const lecture =
    context.lectures.length > 0 &&
    (type === 'comments' || type === 'creations' || (type === 'discussions' && random() < 0.5))
      ? pick(random, context.lectures)
      : null;
  const lectureTitle = lecture?.title ?? course.title;
  const text = (list: readonly string[]) =>
    paragraph(pick(random, list), lectureTitle, course.title);
  const fillTitle = (list: readonly string[]) =>
    pick(random, list).replaceAll('{lecture}', lectureTitle).replaceAll('{course}', course.title);
  const others = context.enrolled.filter((row) => row.email !== enrollment.email);
  const student = () => (others.length > 0 ? pick(random, others) : enrollment).email;
  const staffer = () => (random() < 0.75 ? course.lecturerEmail : pick(random, context.staff));

  const score = type === 'feedbacks' ? (options.score ?? 5) : null;
  let body: string;
  let title: string | null = null;
  const hidden = state === 'hidden';
  switch (type) {
    case 'comments':
      body = hidden ? text(hiddenBodies) : text(questionBodies);
      break;
    case 'discussions':
      title = fillTitle(discussionTitles);
      body = hidden ? text(hiddenBodies) : text(discussionBodies);
      break;
    case 'feedbacks':
      body = text(feedbackBodies[(score ?? 5) - 1] ?? feedbackBodies[4]);
      break;
    case 'creations':
      title = fillTitle(creationTitles);
      body = text(creationBodies);
      break;
  }

  // The replies, oldest first: who writes each (staff or a student).
  const answer =
    type === 'comments'
      ? questionAnswers
      : type === 'feedbacks'
        ? feedbackAnswers
        : type === 'creations'
          ? creationComments
          : lecturerDiscussionReplies;
  const script: ('staff' | 'student' | 'author')[] = (() => {
    switch (state) {
      case 'answered':
      case 'commented':
      case 'published-commented':
        return ['staff'];
      case 'followed':
        return ['staff', 'author', 'staff'];
      case 'open-students':
        return random() < 0.5 ? ['student'] : ['student', 'student'];
      case 'open-staff':
        return ['student', 'staff', 'author'];
      case 'solved':
        return random() < 0.5 ? ['staff'] : ['student', 'staff', 'author'];
      default:
        return [];
    }
  })();
  const replies: PlannedReply[] = [];
  let time = created;
  for (const who of script) {
    time = later(random, time);
    replies.push({
      authorEmail: who === 'staff' ? staffer() : who === 'author' ? enrollment.email : student(),
      staff: who === 'staff',
      body:
        who === 'staff'
          ? text(answer)
          : type === 'comments'
            ? text(['謝謝老師，我再試試看！', '了解了，謝謝老師詳細的說明。'])
            : text(studentReplies),
      createdAt: at(time),
    });
  }
  const firstStaff = replies.find((reply) => reply.staff);
  const respondedAt = firstStaff?.createdAt ?? null;
  const lastReplyAt = replies.at(-1)?.createdAt ?? null;
  // When the lecturer solved, published or hid it: after the last reply.
  const lastTime = (lastReplyAt ?? at(created)).getTime();
  const acted = at(later(random, lastTime));
  const solved = state === 'solved';
  const published = state === 'published' || state === 'published-commented';
  let handledAt: Date | null = null;
  if (hidden) handledAt = acted;
  else if (type === 'discussions') handledAt = solved ? acted : null;
  else if (type === 'creations') handledAt = respondedAt ?? (published ? acted : null);
  else handledAt = respondedAt;

  const files = (type === 'creations' ? (options.files ?? []) : []).map((variant) => {
    const extension = creationFileVariants[variant]?.extension ?? 'txt';
    return { variant, name: pick(random, creationFileNames[extension]) };
  });
  return {
    courseIndex: context.courseIndex,
    lectureIndex: lecture?.index ?? null,
    type,
    state,
    authorEmail: enrollment.email,
    title,
    body,
    score,
    solved,
    published,
    display: !hidden,
    respondedAt,
    handledAt,
    replyCount: replies.length,
    lastReplyAt,
    createdAt: at(created),
    replies,
    files,
  };
}

/** The posts of a demo lecturer's published course (DEMO_COURSE_LAYOUT). */
function demoCoursePosts(context: CourseContext): PlannedPost[] {
  const posts: PlannedPost[] = [];
  for (const [type, layout] of Object.entries(DEMO_COURSE_LAYOUT) as [
    ThreadType,
    (typeof DEMO_COURSE_LAYOUT)[ThreadType],
  ][]) {
    layout.forEach(({ state, score }, k) => {
      // Works: an image each (3 kinds in turn), every other one also a PDF, text or ZIP.
      const files = state === 'hidden' ? [4] : k % 2 === 0 ? [k % 3, 3 + ((k / 2) % 3)] : [k % 3];
      posts.push(planPost(context, type, state, { score, files }));
    });
  }
  return posts;
}

const typeWeights: readonly (readonly [ThreadType, number])[] = [
  ['comments', 35],
  ['discussions', 20],
  ['feedbacks', 30],
  ['creations', 15],
];

const stateWeights: Readonly<Record<ThreadType, readonly (readonly [PostState, number])[]>> = {
  comments: [
    ['waiting', 30],
    ['answered', 55],
    ['followed', 12],
    ['hidden', 3],
  ],
  discussions: [
    ['waiting', 15],
    ['open-students', 12],
    ['open-staff', 8],
    ['solved', 62],
    ['hidden', 3],
  ],
  feedbacks: [
    ['waiting', 30],
    ['answered', 67],
    ['hidden', 3],
  ],
  creations: [
    ['waiting', 30],
    ['published', 20],
    ['published-commented', 25],
    ['commented', 22],
    ['hidden', 3],
  ],
};

/** Handled states of the posts of a course taken offline (all answered before it closed). */
const offlineStates: Readonly<Record<ThreadType, PostState>> = {
  comments: 'answered',
  discussions: 'solved',
  feedbacks: 'answered',
  creations: 'commented',
};

const scoreWeights: readonly (readonly [number, number])[] = [
  [1, 5],
  [2, 7],
  [3, 15],
  [4, 33],
  [5, 40],
];

/** About twenty posts of a generated published course (a few of an offline one), drawn. */
function drawnPosts(context: CourseContext): PlannedPost[] {
  const { random } = context;
  const offline = context.course.status === 'OFFLINE';
  const count = offline ? int(random, 0, 4) : int(random, 12, 28);
  const posts: PlannedPost[] = [];
  for (let n = 0; n < count; n += 1) {
    const type = weighted(random, typeWeights);
    const state = offline ? offlineStates[type] : weighted(random, stateWeights[type]);
    const score = type === 'feedbacks' ? weighted(random, scoreWeights) : undefined;
    const files = type === 'creations' ? [int(random, 0, creationFileVariants.length - 1)] : [];
    posts.push(planPost(context, type, state, { score, files }));
  }
  return posts;
}

/** How an announcement is planned. */
interface AnnouncementSpec {
  readonly text: number;
  readonly type: 'NOTICE' | 'EMAIL';
  readonly confirmed: boolean;
  readonly display: boolean;
  readonly includes: readonly number[];
  readonly excepts: readonly number[];
  readonly progress: number;
  /** Days before the plan's "now" it was written. */
  readonly daysAgo: number;
  /** `range`: shown from sending for 30 days; `future`: a draft planned for next year. */
  readonly dates: 'none' | 'range' | 'future';
  /** Who writes the discussions, oldest first (`hidden-student`: hidden by the lecturer). */
  readonly discussions: readonly ('student' | 'staff' | 'hidden-student')[];
  readonly byAdmin?: boolean;
}

/** Plans an announcement of a lecturer from its spec. */
function planAnnouncement(
  random: Random,
  lecturerEmail: string,
  answerable: readonly number[],
  students: PlannedStudents,
  spec: AnnouncementSpec,
): PlannedAnnouncement {
  const text = announcementTexts[spec.text % announcementTexts.length] ?? announcementTexts[0];
  const created = PLAN_EPOCH.getTime() - spec.daysAgo * DAY - int(random, 0, 12) * HOUR;
  const confirmed = spec.confirmed ? created + int(random, 1, 24) * HOUR : null;
  const audience = (spec.includes.length > 0 ? spec.includes : answerable).filter(
    (index) => !spec.excepts.includes(index),
  );
  // Students who receive it (their progress high enough) may discuss it.
  const reached = new Set<string>();
  for (const index of audience)
    for (const row of students.byCourse.get(index) ?? [])
      if (row.progress >= spec.progress) reached.add(row.email);
  const readers = [...reached];
  const discussions: PlannedAnnouncementDiscussion[] = [];
  let time = confirmed ?? created;
  for (const who of spec.discussions) {
    time = later(random, time);
    const staff = who === 'staff';
    const author = staff ? lecturerEmail : readers.length > 0 ? pick(random, readers) : null;
    if (author === null) continue;
    const body = paragraph(
      pick(random, staff ? announcementLecturerDiscussions : announcementStudentDiscussions),
      '',
      '',
    );
    discussions.push({
      authorEmail: author,
      staff,
      body,
      display: who !== 'hidden-student',
      createdAt: at(time),
      updatedAt: at(time),
    });
  }
  const last = discussions.at(-1);
  const status = last ? (last.staff ? 'ANSWERED' : 'WAITING') : null;
  const range = spec.dates === 'range' && confirmed !== null;
  return {
    lecturerEmail,
    createdByEmail: spec.byAdmin ? 'admin@example.com' : lecturerEmail,
    title: text.title,
    body: text.body,
    type: spec.type,
    display: spec.display,
    status,
    includes: spec.includes,
    excepts: spec.excepts,
    progress: spec.progress,
    beginsAt: range
      ? at(confirmed)
      : spec.dates === 'future'
        ? at(PLAN_EPOCH.getTime() + 380 * DAY)
        : null,
    endsAt: range
      ? at(confirmed + 30 * DAY)
      : spec.dates === 'future'
        ? at(PLAN_EPOCH.getTime() + 410 * DAY)
        : null,
    confirmedAt: confirmed === null ? null : at(confirmed),
    recipients: confirmed === null ? null : readers.length,
    createdAt: at(created),
    updatedAt: at(Math.max(confirmed ?? created, last?.createdAt.getTime() ?? 0)),
    discussions,
  };
}

/**
 * The announcements of a demo lecturer (c0..c5: their published courses by id): drafts and sent
 * ones, one hidden, of every status (none, WAITING, ANSWERED), all sent before the plan's "now"
 * (so this month's sending allowance is untouched).
 */
function demoAnnouncementSpecs(c: readonly number[], teacher: boolean): AnnouncementSpec[] {
  const [c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0] = c;
  const spec = {
    type: 'NOTICE',
    confirmed: true,
    display: true,
    includes: [],
    excepts: [],
    progress: 0,
    dates: 'none',
    discussions: [],
  } as const;
  return [
    { ...spec, text: 0, daysAgo: 60, excepts: [c2], discussions: ['student', 'staff', 'student'] },
    {
      ...spec,
      text: 4,
      type: 'EMAIL',
      daysAgo: 52,
      includes: [c0, c1, c3],
      progress: 30,
      discussions: ['student', 'hidden-student', 'staff'],
    },
    { ...spec, text: 6, daysAgo: 45, includes: [c4], display: false },
    {
      ...spec,
      text: 7,
      daysAgo: 38,
      progress: 100,
      dates: 'range',
      discussions: ['student', 'staff'],
    },
    { ...spec, text: 5, daysAgo: 30, includes: [c5], discussions: ['staff', 'student'] },
    { ...spec, text: 2, daysAgo: 20, confirmed: false, includes: [c2, c3, c4], progress: 80 },
    {
      ...spec,
      text: 1,
      type: 'EMAIL',
      daysAgo: 10,
      confirmed: false,
      includes: [c0, c1],
      progress: 50,
      dates: 'future',
    },
    // An administrator drafted one for 王大明.
    { ...spec, text: 3, daysAgo: 4, confirmed: false, byAdmin: teacher },
  ];
}

/** A generated lecturer's announcements (none to three), drawn. */
function drawnAnnouncementSpecs(random: Random, published: readonly number[]): AnnouncementSpec[] {
  return Array.from({ length: int(random, 0, 3) }, () => {
    const confirmed = random() < 0.7;
    const size = published.length > 0 && random() < 0.5 ? int(random, 1, 2) : 0;
    return {
      text: int(random, 0, announcementTexts.length - 1),
      type: random() < 0.3 ? 'EMAIL' : 'NOTICE',
      confirmed,
      display: random() < 0.95,
      includes: shuffle(random, published).slice(0, size),
      excepts: [],
      progress: pick(random, [0, 0, 0, 20, 50, 80]),
      daysAgo: int(random, 3, 200),
      dates: random() < 0.2 ? 'range' : 'none',
      discussions: confirmed
        ? Array.from({ length: int(random, 0, 3) }, () => (random() < 0.5 ? 'student' : 'staff'))
        : [],
    } satisfies AnnouncementSpec;
  });
}

/** Plans a group's students, enrollments, posts and announcements (pure and deterministic). */
export function planInteractions(planned: PlannedGroup): PlannedInteractions {
  const random = prng(0x1a7e_ac75 ^ Math.imul(planned.group + 1, 1_597_334_677));
  const students = planStudents(random, planned);
  const posts: PlannedPost[] = [];
  planned.courses.forEach((course, courseIndex) => {
    const enrolled = students.byCourse.get(courseIndex) ?? [];
    if (enrolled.length === 0) return;
    const context: CourseContext = {
      random,
      courseIndex,
      course,
      lectures: lecturesOf(course),
      enrolled,
      staff: staffOf(course),
    };
    posts.push(
      ...(isDemoPublished(planned.group, course) ? demoCoursePosts(context) : drawnPosts(context)),
    );
  });

  const lecturerEmails = [
    ...(planned.group === 0 ? DEMO_LECTURER_EMAILS : []),
    ...planned.lecturers.map((lecturer) => lecturer.email),
  ];
  const announcementList: PlannedAnnouncement[] = [];
  for (const email of lecturerEmails) {
    const answerable: number[] = [];
    const published: number[] = [];
    planned.courses.forEach((course, index) => {
      if (staffOf(course).includes(email)) answerable.push(index);
      if (
        course.lecturerEmail === email &&
        course.kind === 'courses' &&
        course.status === 'PUBLISH'
      )
        published.push(index);
    });
    const specs =
      planned.group === 0 && (DEMO_LECTURER_EMAILS as readonly string[]).includes(email)
        ? demoAnnouncementSpecs(published, email === DEMO_LECTURER_EMAILS[0])
        : drawnAnnouncementSpecs(random, published);
    for (const spec of specs)
      announcementList.push(planAnnouncement(random, email, answerable, students, spec));
  }
  return { ...students, posts, announcements: announcementList };
}

/** Counts the interaction rows of a scale (from the plan, no database). */
export function interactionCounts(scale: number): InteractionCounts {
  const counts = {
    students: 0,
    enrollments: 0,
    interactions: 0,
    replies: 0,
    creationFiles: 0,
    announcements: 0,
    announcementDiscussions: 0,
  };
  for (const group of planMarketplace(scale)) {
    const plan = planInteractions(group);
    counts.students += plan.students.length;
    counts.enrollments += plan.enrollments.length;
    counts.interactions += plan.posts.length;
    for (const post of plan.posts) {
      counts.replies += post.replies.length;
      counts.creationFiles += post.files.length;
    }
    counts.announcements += plan.announcements.length;
    for (const announcement of plan.announcements)
      counts.announcementDiscussions += announcement.discussions.length;
  }
  return counts;
}

/** What inserting a group's interactions needs besides the plan. */
export interface InteractionContext {
  readonly passwordHash: string;
  /** User ids by email (the demo accounts and lecturers); the students are added to it. */
  readonly userIds: Map<string, number>;
  /** Ids of the groups' items, in plan order (every group's courses one after the other). */
  readonly courseIds: readonly number[];
  /** Ids of each item's lectures in order (chapters and lectures), in the same order. */
  readonly lectureIds: readonly (readonly number[])[];
  /** Where the works' files are written; without it works have no files. */
  readonly files?: CreationFileWriter | undefined;
}

/**
 * Inserts the interactions of planned groups (their items already inserted): the students,
 * their enrollments, posts with replies and files, announcements with discussions.
 */
export async function insertInteractions(
  tx: Database | Transaction,
  groups: readonly PlannedGroup[],
  context: InteractionContext,
): Promise<void> {
  const plans = groups.map((group) => planInteractions(group));
  const offsets: number[] = [];
  let offset = 0;
  for (const group of groups) {
    offsets.push(offset);
    offset += group.courses.length;
  }
  const ids = context.userIds;
  const userId = (email: string): number => {
    const id = ids.get(email);
    if (id === undefined) throw new Error(`No user ${email}`);
    return id;
  };
  const courseId = (plan: number, index: number): number => {
    const id = context.courseIds[(offsets[plan] ?? 0) + index];
    if (id === undefined) throw new Error(`No course ${index} in group ${plan}`);
    return id;
  };

  // Students: accounts without a role, the marketplace's password hash.
  const students = plans.flatMap((plan) => plan.students);
  for (const batch of chunks(students)) {
    const rows = batch.map((student) => ({
      email: student.email,
      name: student.name,
      passwordHash: context.passwordHash,
      createdAt: new Date(PLAN_EPOCH.getTime() - 1001 * DAY),
    }));
    const inserted = await insertJson(tx, users, rows, { returnIds: true });
    batch.forEach((student, index) => ids.set(student.email, inserted[index] ?? 0));
  }
  const enrollmentRows = plans.flatMap((plan, p) =>
    plan.enrollments.map((row) => ({
      courseId: courseId(p, row.courseIndex),
      studentId: userId(row.email),
      progress: row.progress,
      createdAt: row.createdAt,
    })),
  );
  for (const batch of chunks(enrollmentRows))
    await insertJson(tx, enrollments, batch, { returnIds: false });

  const posts = plans.flatMap((plan, p) => plan.posts.map((post) => ({ post, p })));
  const postIds: number[] = [];
  for (const batch of chunks(posts)) {
    const rows = batch.map(({ post, p }) => ({
      type: post.type,
      courseId: courseId(p, post.courseIndex),
      lectureId:
        post.lectureIndex === null
          ? null
          : (context.lectureIds[(offsets[p] ?? 0) + post.courseIndex]?.[post.lectureIndex] ?? null),
      authorId: userId(post.authorEmail),
      title: post.title,
      body: post.body,
      score: post.score,
      solved: post.solved,
      published: post.published,
      display: post.display,
      respondedAt: post.respondedAt,
      handledAt: post.handledAt,
      replyCount: post.replyCount,
      lastReplyAt: post.lastReplyAt,
      createdAt: post.createdAt,
    }));
    postIds.push(...(await insertJson(tx, interactions, rows, { returnIds: true })));
  }

  const replies = posts.flatMap(({ post }, index) =>
    post.replies.map((reply) => ({
      interactionId: postIds[index],
      authorId: userId(reply.authorEmail),
      staff: reply.staff,
      body: reply.body,
      createdAt: reply.createdAt,
    })),
  );
  for (const batch of chunks(replies))
    await insertJson(tx, interactionReplies, batch, { returnIds: false });

  const writer = context.files;
  if (writer) {
    const files = posts.flatMap(({ post }, index) =>
      post.files.map((file) => ({ file, post, interactionId: postIds[index] ?? 0 })),
    );
    for (const batch of chunks(files)) {
      const rows = await Promise.all(
        batch.map(async ({ file, post, interactionId }) => {
          const id = newUploadId();
          const stored = await writer.write(id, file.variant);
          return {
            upload: {
              id,
              userId: userId(post.authorEmail),
              kind: 'form',
              purpose: 'attachment',
              filename: file.name,
              mimeType: stored.mimeType,
              size: stored.size,
              createdAt: post.createdAt,
              completedAt: post.createdAt,
            },
            link: { interactionId, uploadId: id },
          };
        }),
      );
      await insertJson(
        tx,
        uploads,
        rows.map((row) => row.upload),
        { returnIds: false },
      );
      await insertJson(
        tx,
        interactionFiles,
        rows.map((row) => row.link),
        { returnIds: false },
      );
    }
  }

  const announced = plans.flatMap((plan, p) =>
    plan.announcements.map((announcement) => ({ announcement, p })),
  );
  const announcementIds: number[] = [];
  for (const batch of chunks(announced)) {
    const rows = batch.map(({ announcement, p }) => ({
      lecturerId: userId(announcement.lecturerEmail),
      createdBy: userId(announcement.createdByEmail),
      title: announcement.title,
      body: announcement.body,
      type: announcement.type,
      display: announcement.display,
      status: announcement.status,
      includes: announcement.includes.map((index) => courseId(p, index)),
      excepts: announcement.excepts.map((index) => courseId(p, index)),
      progress: announcement.progress,
      beginsAt: announcement.beginsAt,
      endsAt: announcement.endsAt,
      confirmedAt: announcement.confirmedAt,
      recipients: announcement.recipients,
      createdAt: announcement.createdAt,
      updatedAt: announcement.updatedAt,
    }));
    announcementIds.push(...(await insertJson(tx, announcements, rows, { returnIds: true })));
  }
  const discussions = announced.flatMap(({ announcement }, index) =>
    announcement.discussions.map((discussion) => ({
      announcementId: announcementIds[index],
      authorId: userId(discussion.authorEmail),
      staff: discussion.staff,
      body: discussion.body,
      display: discussion.display,
      createdAt: discussion.createdAt,
      updatedAt: discussion.updatedAt,
    })),
  );
  for (const batch of chunks(discussions))
    await insertJson(tx, announcementDiscussions, batch, { returnIds: false });
}
