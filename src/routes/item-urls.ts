/** Typed URLs of a catalogue item's info screens and of its list, for any kind. */
import type { ItemKind } from '../../server/src/contract/items.ts';
import type { Locale } from '../i18n/locales.ts';
import { urlFor } from './urls.ts';

/** The info screens of an item (the student screen only where the kind has one). */
export type InfoScreen = 'basic' | 'introduction' | 'material' | 'student';

/** The info screens a kind has, in tab order. */
export function infoScreensOf(kind: ItemKind): readonly InfoScreen[] {
  return kind === 'articles'
    ? ['basic', 'introduction', 'material']
    : ['basic', 'introduction', 'material', 'student'];
}

/**
 * The URL of an info screen of an item (`create` for a new one's basic screen); articles have no
 * student screen, so they get their basic screen.
 */
export function infoScreenUrl(
  locale: Locale,
  kind: ItemKind,
  id: number | 'create',
  screen: InfoScreen,
): string {
  switch (kind) {
    case 'courses':
      return urlFor(locale, `courses-course_id-infos-${screen}`, { course_id: id });
    case 'ebooks':
      return urlFor(locale, `ebooks-ebook_id-infos-${screen}`, { ebook_id: id });
    case 'articles':
      return urlFor(
        locale,
        `articles-article_id-infos-${screen === 'student' ? 'basic' : screen}`,
        {
          article_id: id,
        },
      );
  }
}

/** The URL of a kind's list with a query. */
export function itemListUrl(
  locale: Locale,
  kind: ItemKind,
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  return urlFor(locale, kind, {}, query);
}
