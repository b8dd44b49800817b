import { useStore } from '@nanostores/react';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import type { ItemScreenName } from '../../../components/item-screens.ts';
import { routes } from '../../../routes/routes.ts';
import { urlForRoute } from '../../../routes/urls.ts';
import { $page } from '../../../stores/page.ts';
import { useT } from '../../use-t.ts';

/** Screens shown together under one tab. */
const groups = {
  prices: ['prices-normal', 'prices-stage'],
  settings: [
    'settings-status',
    'settings-privacy',
    'settings-interaction',
    'settings-profit',
    'settings-fundraising-threshold',
    'settings-delete',
  ],
  lecturers: ['lecturers-profit', 'permissions-lecturer'],
} as const satisfies Record<string, readonly ItemScreenName[]>;

/** A group of sibling screens. */
export type SubNavGroup = keyof typeof groups;

/** Links to the screens of a group the item's kind has; the current one marked. */
export function ItemSubNav({
  item,
  group,
}: {
  readonly item: ItemDetail;
  readonly group: SubNavGroup;
}) {
  const t = useT();
  const page = useStore($page);
  const param = `${item.kind.slice(0, -1)}_id`;
  const links = groups[group].flatMap((screen) => {
    const route = routes.find((candidate) => candidate.name === `${item.kind}-${param}-${screen}`);
    return route ? [route] : [];
  });
  if (links.length < 2) return null;
  return (
    <nav className="item-subnav" aria-label={t('items.subNav.label')}>
      <ul>
        {links.map((route) => (
          <li key={route.name}>
            <a
              className="item-subnav__link"
              href={urlForRoute(page.locale, route.name, { [param]: String(item.id) })}
              aria-current={page.route?.name === route.name ? 'page' : undefined}
            >
              {t(route.title)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
