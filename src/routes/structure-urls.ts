/** Typed URLs of the structure screens of a course or an ebook (chapters, quick outline, forms). */
import type { StructureKind } from '../api/chapters.ts';
import type { Locale } from '../i18n/locales.ts';
import { urlFor } from './urls.ts';

/** The chapters screen. */
export function chaptersUrl(locale: Locale, kind: StructureKind, id: number): string {
  return kind === 'courses'
    ? urlFor(locale, 'courses-course_id-chapters', { course_id: id })
    : urlFor(locale, 'ebooks-ebook_id-chapters', { ebook_id: id });
}

/** The quick outline screen. */
export function quickUrl(locale: Locale, kind: StructureKind, id: number): string {
  return kind === 'courses'
    ? urlFor(locale, 'courses-course_id-chapters-quick', { course_id: id })
    : urlFor(locale, 'ebooks-ebook_id-chapters-quick', { ebook_id: id });
}

/** The chapter form (a new chapter without `chapterId`). */
export function chapterEditUrl(
  locale: Locale,
  kind: StructureKind,
  id: number,
  chapterId?: number,
): string {
  const chapter = chapterId === undefined ? {} : { chapter_id: chapterId };
  return kind === 'courses'
    ? urlFor(locale, 'courses-course_id-chapters-chapter_id-edit', { course_id: id, ...chapter })
    : urlFor(locale, 'ebooks-ebook_id-chapters-chapter_id-edit', { ebook_id: id, ...chapter });
}

/** The lecture editor of a lecture in its chapter (a new one, not saved yet: `create`). */
export function lectureUrl(
  locale: Locale,
  kind: StructureKind,
  id: number,
  chapterId: number,
  lectureId: number | 'create',
): string {
  const params = { chapter_id: chapterId, lecture_id: lectureId };
  return kind === 'courses'
    ? urlFor(locale, 'courses-course_id-chapters-chapter_id-lectures-lecture_id', {
        course_id: id,
        ...params,
      })
    : urlFor(locale, 'ebooks-ebook_id-chapters-chapter_id-lectures-lecture_id', {
        ebook_id: id,
        ...params,
      });
}
