/**
 * What is still waiting for the lecturer: the total and per type (`$waiting`, shown on the rail
 * and in the inbox) and the courses a filter picks from with their own waiting counts. Both are
 * asked again after every write, so the counts drop as posts are answered.
 */
import { atom } from 'nanostores';
import {
  fetchInteractionCourses,
  fetchInteractionLectures,
  fetchWaiting,
  type InteractionCourses,
  type InteractionLectures,
  type WaitingAnswer,
} from '../../api/interactions.ts';
import { createLoader } from '../loader.ts';

/** Posts still waiting in the viewer's courses (null until asked). */
export const $waiting = atom<WaitingAnswer | null>(null);

let askedAt = 0;
let asking: Promise<void> | null = null;

/**
 * Asks for the waiting counts, unless they were asked less than `maxAgeMs` ago (0: always);
 * a failure keeps the last counts.
 */
export function refreshWaiting(maxAgeMs = 0): Promise<void> {
  if ($waiting.get() !== null && Date.now() - askedAt < maxAgeMs) return Promise.resolve();
  if (asking && maxAgeMs > 0) return asking;
  const own = fetchWaiting()
    .then((answer) => {
      askedAt = Date.now();
      $waiting.set(answer);
    })
    .catch(() => undefined)
    .finally(() => {
      if (asking === own) asking = null;
    });
  asking = own;
  return own;
}

/** The courses whose posts the viewer sees, most waiting first, with their waiting counts. */
export const coursesLoader = createLoader<'courses', InteractionCourses>((_key, signal) =>
  fetchInteractionCourses(signal),
);

/** Loads the courses (once; again when `force`). */
export function loadCourses(force = false): Promise<void> {
  return coursesLoader.load('courses', force);
}

/** A course's lectures (the student work filter), by course id. */
export const lecturesLoader = createLoader<number, InteractionLectures>((id, signal) =>
  fetchInteractionLectures(id, signal),
);

/** Loads a course's lectures for the lecture filter. */
export function loadLectures(courseId: number): Promise<void> {
  return lecturesLoader.load(courseId);
}

/** Asks again for every count shown (after a write): the total and, once loaded, the courses'. */
export async function refreshCounts(): Promise<void> {
  const courses = coursesLoader.$state.get().status;
  await Promise.all([refreshWaiting(), courses === 'idle' ? null : loadCourses(true)]);
}
