/** URLs of the structure screens of a course or an ebook (through `urlFor`). */
import type { StructureKind } from '../../api/chapters.ts';
import type { Locale } from '../../i18n/locales.ts';
import { urlFor } from '../../routes/urls.ts';

/** The chapters screen. */
export function chaptersUrl(locale: Locale, kind: StructureKind, id: number): string {
  return kind === 'courses'
    ? urlFor(locale, 'courses-course_id-chapters', { course_id: id })
    : urlFor(locale, 'ebooks-ebook_id-chapters', { ebook_id: id });
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

/** The lecture editor of a saved lecture in its chapter. */
export function lectureUrl(
  locale: Locale,
  kind: StructureKind,
  id: number,
  chapterId: number,
  lectureId: number,
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

/** A positive integer route parameter, or null when absent or malformed. */
export function idParam(raw: string | undefined): number | null {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value > 0 ? value : null;
}
