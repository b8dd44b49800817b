/** Typed URLs of a catalogue item's screens and of its list, for any kind. */
import type { ItemKind } from '../../server/src/contract/items.ts';
import type { Locale } from '../i18n/locales.ts';
import type { RouteName } from './table.ts';
import { urlFor, urlForRoute } from './urls.ts';

/** The screens every kind has, by their route name's ending. */
export type CommonItemScreen = 'infos-basic' | 'infos-introduction' | 'infos-material';

/**
 * The URL of one of an item's screens every kind has (`create` for a new one's basic screen), with
 * a query (`?type=SINGLE` to create a single lecture).
 */
export function itemScreenUrl(
  locale: Locale,
  kind: ItemKind,
  id: number | 'create',
  screen: CommonItemScreen,
  query: Readonly<Record<string, string | undefined>> = {},
): string {
  const param = `${kind.slice(0, -1)}_id`;
  return urlForRoute(
    locale,
    `${kind}-${param}-${screen}` as RouteName,
    { [param]: String(id) },
    query,
  );
}

/** The URL of a kind's list with a query. */
export function itemListUrl(
  locale: Locale,
  kind: ItemKind,
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  return urlFor(locale, kind, {}, query);
}
