import type { ReactNode } from 'react';
import type { ItemDetail, ItemKind } from '../../../../server/src/contract/items.ts';
import { ItemFrame } from '../ItemFrame.tsx';
import { ItemSubNav, type SubNavGroup } from './ItemSubNav.tsx';

interface Props {
  /** The kind the route is about (the item shown is always of it). */
  readonly kind: ItemKind;
  /** The screens listed above this one, if it belongs to a group. */
  readonly group?: SubNavGroup;
  readonly children: (item: ItemDetail) => ReactNode;
}

/** Frames a prices, settings or lecturers screen: the loaded item and the links to its siblings. */
export function SettingsFrame({ kind, group, children }: Props) {
  return (
    <ItemFrame>
      {(item) =>
        item?.kind === kind && (
          <div className="item-settings">
            {group && <ItemSubNav item={item} group={group} />}
            {children(item)}
          </div>
        )
      }
    </ItemFrame>
  );
}
