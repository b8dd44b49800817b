/**
 * The filters of the interaction lists (questions, discussions, reviews, student work) and of the
 * inbox, declared once per list with the API's names in the address (`responded`, `solved`,
 * `score`, …), so a filtered list can be shared and Back works.
 */
import {
  feedbackScores,
  threadTypes,
  type ThreadType,
} from '../../../server/src/contract/plain/interactions.ts';
import {
  choiceFilter,
  defineListQuery,
  idFilter,
  textFilter,
  type FiltersOf,
} from '../../lib/list-query.ts';

/** A list of one type of post, or the inbox (every type, waiting first). */
export type ListKind = ThreadType | 'inbox';

/** Yes ('1'), no ('0') or both (''). */
const yesNo = (param: string) => choiceFilter(['', '0', '1'], '', { param });

/** `course_id`. */
const course = idFilter({ param: 'course_id' });
/** Shown ('1') or hidden ('0') posts. */
const display = yesNo('display');

const comments = {
  course,
  /** Answered by a lecturer. */
  state: yesNo('responded'),
  display,
};
const discussions = { course, state: yesNo('solved'), display };
const feedbacks = {
  course,
  /** A review's score, '1' to '5'. */
  score: choiceFilter(['', ...feedbackScores.map(String)], ''),
  text: textFilter({ param: 'search' }),
  display,
};
const creations = {
  course,
  /** A lecture of the chosen course (ignored without one). */
  lecture: idFilter({ param: 'lecture_id' }),
  state: yesNo('published'),
  text: textFilter({ param: 'keyword' }),
  /** 'waiting': those the lecturer has neither commented on nor published. */
  view: choiceFilter(['', 'waiting'], ''),
  display,
};
const inbox = {
  course,
  /** One type only. */
  type: choiceFilter(['', ...threadTypes], ''),
  /** '1' shows handled posts too (after the waiting ones). */
  every: choiceFilter(['', '1'], ''),
};

/** The filters of each list, as the address holds them. */
export const threadQueries = {
  comments: defineListQuery(comments),
  discussions: defineListQuery(discussions),
  feedbacks: defineListQuery(feedbacks),
  creations: defineListQuery(creations),
  inbox: defineListQuery(inbox),
};

/** The filters of a list. */
export interface ThreadFiltersOf {
  readonly comments: FiltersOf<typeof comments>;
  readonly discussions: FiltersOf<typeof discussions>;
  readonly feedbacks: FiltersOf<typeof feedbacks>;
  readonly creations: FiltersOf<typeof creations>;
  readonly inbox: FiltersOf<typeof inbox>;
}

/** The filters of any list (each list has some of them). */
export type AnyThreadFilters = Partial<
  Readonly<
    Record<'state' | 'display' | 'score' | 'text' | 'view' | 'type' | 'every', string> &
      Record<'course' | 'lecture', number | null>
  >
> & { readonly page: number };
