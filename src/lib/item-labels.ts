/**
 * Message keys of the catalogue's enumerations (statuses, levels, languages,
 * privacies, course types, kinds, co-lecturer permissions). Keys are whole literals so the message
 * check sees them.
 */
import type { CourseStatus } from '../../server/src/contract/courses.ts';
import type {
  courseTypes,
  ItemKind,
  itemPrivacies,
  ItemStatus,
  TeachPermission,
} from '../../server/src/contract/items.ts';
import type { courseLanguages, courseLevels } from '../../server/src/contract/courses.ts';
/** A message key. */
type MessageKey = string;

/** Labels of the statuses (courses upper-case; ebooks and articles the lower-case card types). */
export const statusLabels: Readonly<Record<CourseStatus, MessageKey>> = {
  PUBLISH: 'item.status.publish',
  SCHEDULING: 'item.status.scheduling',
  DRAFT: 'item.status.draft',
  REVIEW: 'item.status.review',
  OFFLINE: 'item.status.offline',
  PRESALE: 'item.status.presale',
  PREPARE: 'item.status.prepare',
};

/** The label key of a status in any kind's spelling. */
export function statusLabel(status: ItemStatus): MessageKey {
  return statusLabels[status.toUpperCase() as CourseStatus];
}

/** Labels of the course levels. */
export const levelLabels: Readonly<Record<(typeof courseLevels)[number], MessageKey>> = {
  DEFAULT: 'item.level.default',
  ELEMENTARY: 'item.level.elementary',
  INTERMEDIATE: 'item.level.intermediate',
  HIGH_INTERMEDIATE: 'item.level.highIntermediate',
  ADVANCED: 'item.level.advanced',
  SUPERIOR: 'item.level.superior',
};

/** Labels of the course languages. */
export const languageLabels: Readonly<Record<(typeof courseLanguages)[number], MessageKey>> = {
  CHINESE: 'item.language.chinese',
  SIMPLIFIED_CHINESE: 'item.language.simplifiedChinese',
  ENGLISH: 'item.language.english',
};

/** Labels of the privacies. */
export const privacyLabels: Readonly<Record<(typeof itemPrivacies)[number], MessageKey>> = {
  PUBLIC: 'item.privacy.public',
  UNLISTED: 'item.privacy.unlisted',
  PRIVATE: 'item.privacy.private',
};

/** Labels of the course types. */
export const typeLabels: Readonly<Record<(typeof courseTypes)[number], MessageKey>> = {
  COURSE: 'item.type.course',
  SINGLE: 'item.type.single',
};

/** Labels of co-lecturer permissions. */
export const permissionLabels: Readonly<Record<TeachPermission, MessageKey>> = {
  infos: 'item.permission.infos',
  prices: 'item.permission.prices',
  chapters: 'item.permission.chapters',
  messages: 'item.permission.messages',
  settings: 'item.permission.settings',
  interactions: 'item.permission.interactions',
};

/** Names of the kinds' lists (the sidebar's links). */
export const listLabels: Readonly<Record<ItemKind, MessageKey>> = {
  courses: 'nav.content.courses',
  ebooks: 'nav.content.ebooks',
  articles: 'nav.content.articles',
};

/** Singular names of the kinds (for headings and confirmations). */
export const kindLabels: Readonly<Record<ItemKind, MessageKey>> = {
  courses: 'item.kind.course',
  ebooks: 'item.kind.ebook',
  articles: 'item.kind.article',
};
