import type { ReactNode } from 'react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import type { StructureKind } from '../../api/chapters.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

interface Props {
  readonly kind: ItemKind;
  /** The kinds the screen serves (default: courses and ebooks). */
  readonly kinds?: readonly StructureKind[];
  readonly children: (kind: StructureKind, item: ItemDetail) => ReactNode;
}

function isStructureKind(kind: ItemKind, kinds: readonly StructureKind[]): kind is StructureKind {
  return (kinds as readonly string[]).includes(kind);
}

/** Wraps a structure screen in the item frame; other kinds get the 404 page. */
export function OutlineFrame({ kind, kinds = ['courses', 'ebooks'], children }: Props) {
  if (!isStructureKind(kind, kinds)) return <ErrorView status={404} />;
  return (
    <ItemFrame kind={kind} need={null}>
      {(item) => children(kind, item)}
    </ItemFrame>
  );
}
