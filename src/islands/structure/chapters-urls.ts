/** Typed URLs of the structure screens a chapters screen links to, for courses and ebooks. */
import type { StructureKind } from '../../api/chapters.ts';
import type { Locale } from '../../i18n/locales.ts';
import { urlFor } from '../../routes/urls.ts';

/** The quick outline screen of an item. */
export function quickUrl(locale: Locale, kind: StructureKind, id: number): string {
  return kind === 'courses'
    ? urlFor(locale, 'courses-course_id-chapters-quick', { course_id: id })
    : urlFor(locale, 'ebooks-ebook_id-chapters-quick', { ebook_id: id });
}

/** The edit screen of a chapter. */
export function chapterEditUrl(
  locale: Locale,
  kind: StructureKind,
  id: number,
  chapterId: number,
): string {
  return kind === 'courses'
    ? urlFor(locale, 'courses-course_id-chapters-chapter_id-edit', {
        course_id: id,
        chapter_id: chapterId,
      })
    : urlFor(locale, 'ebooks-ebook_id-chapters-chapter_id-edit', {
        ebook_id: id,
        chapter_id: chapterId,
      });
}

/** The editor of a lecture. */
export function lectureEditorUrl(
  locale: Locale,
  kind: StructureKind,
  id: number,
  chapterId: number,
  lectureId: number,
): string {
  return kind === 'courses'
    ? urlFor(locale, 'courses-course_id-chapters-chapter_id-lectures-lecture_id', {
        course_id: id,
        chapter_id: chapterId,
        lecture_id: lectureId,
      })
    : urlFor(locale, 'ebooks-ebook_id-chapters-chapter_id-lectures-lecture_id', {
        ebook_id: id,
        chapter_id: chapterId,
        lecture_id: lectureId,
      });
}
