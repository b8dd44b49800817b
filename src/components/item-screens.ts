/** Which catalogue screen a route shows: the list of a kind or one screen of an item. */
import type { ItemKind } from '../../server/src/contract/items.ts';
import type { RouteName } from '../routes/table.ts';

/** The screens of an item, by the route name's ending. */
export const itemScreenNames = [
  'infos-basic',
  'infos-introduction',
  'infos-material',
  'infos-student',
  'messages-letter',
  'prices-normal',
  'prices-stage',
  'settings-status',
  'settings-privacy',
  'settings-interaction',
  'settings-profit',
  'settings-delete',
  'settings-fundraising-threshold',
  'lecturers-profit',
  'permissions-lecturer',
  'types-category',
  'chapters',
  'chapters-quick',
  'chapters-chapter_id-edit',
  'chapters-chapter_id-lectures-lecture_id',
  'subtitles',
] as const;

/** A screen of an item. */
export type ItemScreenName = (typeof itemScreenNames)[number];

const kinds: readonly ItemKind[] = ['courses', 'ebooks', 'articles'];

/** The catalogue screen of a route, or null when the route is not one. */
export function itemScreenOf(
  name: RouteName,
): { readonly kind: ItemKind; readonly screen: ItemScreenName | 'list' } | null {
  for (const kind of kinds) {
    if (name === kind) return { kind, screen: 'list' };
    const prefix = `${kind}-${kind.slice(0, -1)}_id-`;
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const screen = itemScreenNames.find((candidate) => candidate === rest);
    return screen ? { kind, screen } : null;
  }
  return null;
}
