/** Chapters and lectures as the API answers them, for the structure stores' tests. */
import type { Chapter, Lecture, LectureDetail } from '../../../../server/src/contract/chapters.ts';

/** A lecture of the structure. */
export function lectureOf(patch: Partial<Lecture> = {}): Lecture {
  return {
    id: 11,
    type: 'VIDEO',
    title: 'Welcome',
    chapter_id: 1,
    sort: 0,
    duration: null,
    video: null,
    attachments: [],
    subtitles: [],
    ...patch,
  };
}

/** A chapter of the structure. */
export function chapterOf(patch: Partial<Chapter> = {}): Chapter {
  return { id: 1, title: 'Basics', draft: false, sort: 0, lectures: [], ...patch };
}

/** A lecture with its editor's fields. */
export function lectureDetailOf(patch: Partial<LectureDetail> = {}): LectureDetail {
  return { ...lectureOf(), course_id: 7, kind: 'courses', blocks: [], ...patch };
}
