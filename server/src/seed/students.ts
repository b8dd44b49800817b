/**
 * The demo's students: accounts without a role (sharing the demo password's hash, as the
 * marketplace lecturers do) and their enrollments with a progress of 0 to 100 %, planned per
 * group (seeded PRNG, dates before PLAN_EPOCH). Group 0 has 30 students (learner01@example.com
 * to learner30@example.com) and the demo's student@example.com; every further group 50 more.
 * Students take published courses (and a few taken offline); posts come from enrolled students.
 */
import type { CourseStatus, PlannedCourse, PlannedGroup, Random } from './marketplace.ts';
import { DEMO_LECTURER_EMAILS, int, pick, PLAN_EPOCH, shuffle } from './marketplace.ts';
import { studentGivenNames, studentSurnames } from './interaction-words.ts';

/** The demo's own student account (accounts seed): it takes some of the demo lecturers' courses. */
export const DEMO_STUDENT_EMAIL = 'student@example.com';

/** Students of group 0 (the demo). */
export const DEMO_STUDENTS = 30;

/** Students of every further group. */
export const STUDENTS_PER_GROUP = 50;

/** A planned student account. */
export interface PlannedStudent {
  readonly email: string;
  readonly name: string;
}

/** A planned enrollment: a student of a course of the group (by its index in the group). */
export interface PlannedEnrollment {
  readonly courseIndex: number;
  readonly email: string;
  readonly progress: number;
  readonly createdAt: Date;
}

/** A group's students and enrollments, with the enrollments of each course. */
export interface PlannedStudents {
  readonly students: readonly PlannedStudent[];
  readonly enrollments: readonly PlannedEnrollment[];
  readonly byCourse: ReadonlyMap<number, readonly PlannedEnrollment[]>;
}

/** The email of the n-th student (n from 1): learner01@example.com, ... */
export function studentEmail(n: number): string {
  return `learner${String(n).padStart(2, '0')}@example.com`;
}

/** The number of the first student of a group. */
function firstStudent(group: number): number {
  return group === 0 ? 1 : DEMO_STUDENTS + (group - 1) * STUDENTS_PER_GROUP + 1;
}

/** Whether a course takes students: published, or taken offline (its students keep it). */
export function takesStudents(course: PlannedCourse): boolean {
  const statuses: readonly CourseStatus[] = ['PUBLISH', 'OFFLINE'];
  return course.kind === 'courses' && statuses.includes(course.status);
}

/** Whether a course is one of the demo lecturers' published courses (their fixed interactions). */
export function isDemoPublished(group: number, course: PlannedCourse): boolean {
  return (
    group === 0 &&
    course.kind === 'courses' &&
    course.status === 'PUBLISH' &&
    (DEMO_LECTURER_EMAILS as readonly string[]).includes(course.lecturerEmail)
  );
}

/** A progress: nothing yet or finished now and then, else anywhere between. */
function progressOf(random: Random): number {
  const roll = random();
  if (roll < 0.15) return 0;
  if (roll < 0.3) return 100;
  return int(random, 1, 99);
}

/** Plans a group's students and their enrollments (pure and deterministic). */
export function planStudents(random: Random, planned: PlannedGroup): PlannedStudents {
  const count = planned.group === 0 ? DEMO_STUDENTS : STUDENTS_PER_GROUP;
  const first = firstStudent(planned.group);
  const students: PlannedStudent[] = Array.from({ length: count }, (_, index) => ({
    email: studentEmail(first + index),
    name: `${pick(random, studentSurnames)}${pick(random, studentGivenNames)}`,
  }));
  const emails = students.map((student) => student.email);
  const enrollments: PlannedEnrollment[] = [];
  const byCourse = new Map<number, PlannedEnrollment[]>();
  planned.courses.forEach((course, courseIndex) => {
    if (!takesStudents(course)) return;
    const demo = isDemoPublished(planned.group, course);
    const size =
      course.status === 'OFFLINE'
        ? int(random, 3, 8)
        : demo
          ? int(random, 16, 24)
          : int(random, 8, Math.min(20, emails.length));
    const chosen = shuffle(random, emails).slice(0, size);
    // The demo's student takes every other published course of the demo lecturers.
    if (demo && courseIndex % 2 === 0) chosen.push(DEMO_STUDENT_EMAIL);
    const opened = course.createdAt.getTime();
    const rows = chosen.map((email) => ({
      courseIndex,
      email,
      progress: progressOf(random),
      // In the first half of the course's life so far (before the plan's "now").
      createdAt: new Date(opened + Math.floor((random() * (PLAN_EPOCH.getTime() - opened)) / 2)),
    }));
    enrollments.push(...rows);
    byCourse.set(courseIndex, rows);
  });
  return { students, enrollments, byCourse };
}
