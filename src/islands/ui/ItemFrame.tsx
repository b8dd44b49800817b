import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import {
  $item,
  itemRefOf,
  loadItem,
  readOnlyReason,
  type EditNeed,
  type ReadOnlyReason,
} from '../../stores/item.ts';
import { $page } from '../../stores/page.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { LoadState } from './LoadState.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';

interface Props {
  /** The kind the route is about (the item shown is always of it). */
  readonly kind: ItemKind;
  /** What changing this screen needs (null: nothing to say); the frame says why when the viewer may only look. */
  readonly need: EditNeed | null;
  /** Starts the screen's store with the item (once per item). */
  readonly start?: (item: ItemDetail) => void;
  /** The screen of a new item (`/{kind}/create/…`; only the basic screen creates items). */
  readonly create?: () => ReactNode;
  /** The screen of the loaded item; `readOnly` says why the viewer may not change it (or null). */
  readonly children: (item: ItemDetail, readOnly: ReadOnlyReason | null) => ReactNode;
}

/** The page, the item it names (loaded once per page) and that item's state. */
export function usePageItem() {
  const page = useStore($page);
  const state = useStore($item);
  const ref = itemRefOf(page);
  useEffect(() => {
    if (ref) void loadItem(ref);
  }, [ref?.kind, ref?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the ref's identity changes every render
  return { page, state, ref };
}

function Started({
  item,
  need,
  start,
  children,
}: Omit<Props, 'kind' | 'create'> & { readonly item: ItemDetail }) {
  useEffect(() => start?.(item), [item.kind, item.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per item
  const readOnly = need ? readOnlyReason(item, need) : null;
  return (
    <div className="item-screen">
      <ReadOnlyNote reason={readOnly} />
      {children(item, readOnly)}
    </div>
  );
}

/**
 * The one frame of an item's screens: loads the item the address names, shows a skeleton, the
 * 404 page (another lecturer's item, a deleted one, a malformed id) or a failure with a retry,
 * then starts the screen's store and shows the screen with the read-only note.
 */
export function ItemFrame({ kind, need, start, create, children }: Props) {
  const { state, ref } = usePageItem();

  if (ref?.kind !== kind || (ref.id === 'create' && !create)) return <ErrorView status={404} />;
  if (ref.id === 'create')
    return state.status === 'new' ? <div className="item-screen">{create?.()}</div> : null;
  const ours = state.status === 'ready' && state.item.kind === ref.kind && state.item.id === ref.id;
  const status = ours
    ? 'ready'
    : state.status === 'not-found' || state.status === 'error'
      ? state.status
      : 'loading';
  return (
    <LoadState
      state={{ status, data: ours ? state.item : null }}
      onRetry={() => void loadItem(ref, true)}
    >
      {(item) => (
        <Started item={item} need={need} {...(start ? { start } : {})}>
          {children}
        </Started>
      )}
    </LoadState>
  );
}
