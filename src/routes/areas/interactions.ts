/** Interactions: the inbox and the thread lists of each kind. */
import { r, type RedirectSpec, type TabSpec } from '../define.ts';

const questions = { section: 'interactions', tabs: 'questions' } as const;

/** The area's screens. */
export const routes = [
  r('interactions-index', '/interactions', 'interactions/InboxScreen', {
    list: true,
    title: 'page.interactions',
    section: 'interactions',
    persist: true,
  }),
  r(
    'interactions-index-creations',
    '/interactions/creations/{creation_id?}',
    'interactions/ThreadListScreen',
    {
      list: true,
      title: 'page.interactions.creations',
      section: 'interactions',
      props: { type: 'creations' },
      persist: true,
    },
  ),
  r(
    'interactions-index-feedbacks',
    '/interactions/feedbacks/{feedback_id?}',
    'interactions/ThreadListScreen',
    {
      list: true,
      title: 'page.interactions.feedbacks',
      section: 'interactions',
      props: { type: 'feedbacks' },
      persist: true,
    },
  ),
  r(
    'interactions-index-questions-comments',
    '/interactions/questions/comments/{comment_id?}',
    'interactions/ThreadListScreen',
    {
      list: true,
      title: 'page.interactions.comments',
      ...questions,
      props: { type: 'comments' },
      persist: true,
    },
  ),
  r(
    'interactions-index-questions-discussions',
    '/interactions/questions/discussions/{discussion_id?}',
    'interactions/ThreadListScreen',
    {
      list: true,
      title: 'page.interactions.discussions',
      ...questions,
      link: 'interactions-index-questions-comments',
      props: { type: 'discussions' },
      persist: true,
    },
  ),
] as const;

/** The area's tab groups. */
export const tabs = {
  questions: [
    { route: 'interactions-index-questions-comments', title: 'tab.questions.comments' },
    { route: 'interactions-index-questions-discussions', title: 'tab.questions.discussions' },
  ],
} as const satisfies Readonly<Record<string, readonly TabSpec[]>>;

/** The seed's old interaction addresses (section 2). */
export const redirects: readonly RedirectSpec[] = [
  { from: '/courses/interactions', to: '/interactions/questions/comments', status: 301 },
  {
    from: '/courses/interactions/discussions',
    to: '/interactions/questions/discussions',
    status: 301,
  },
  { from: '/courses/interactions/feedbacks', to: '/interactions/feedbacks', status: 301 },
  { from: '/courses/interactions/announcements', to: '/interactions/announcements', status: 301 },
  { from: '/courses/interactions/creations', to: '/interactions/creations', status: 301 },
];
