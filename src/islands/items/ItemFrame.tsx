import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { ItemDetail } from '../../../server/src/contract/items.ts';
import { $item, itemRefOf, loadItem } from '../../stores/item.ts';
import { $page } from '../../stores/page.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { useT } from '../use-t.ts';

interface Props {
  /** The screen of a loaded item (or, with `allowCreate`, null for a new one). */
  readonly children: (item: ItemDetail | null) => ReactNode;
  /** The screen also serves a new item (`/{kind}/create/...`). */
  readonly allowCreate?: boolean;
}

/**
 * Loads the item the address names and shows its screen, a loading state, the 404 page (another
 * lecturer's item, a deleted one, a malformed id) or a load error with a retry.
 */
export function ItemFrame({ children, allowCreate = false }: Props) {
  const t = useT();
  const page = useStore($page);
  const state = useStore($item);
  const ref = itemRefOf(page);

  useEffect(() => {
    if (ref) void loadItem(ref);
  }, [ref?.kind, ref?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the ref's identity changes every render

  if (!ref || (ref.id === 'create' && !allowCreate) || state.status === 'not-found')
    return <ErrorView status={404} />;
  if (state.status === 'ready' && state.item.kind === ref.kind && state.item.id === ref.id)
    return <>{children(state.item)}</>;
  if (state.status === 'new' && ref.id === 'create') return <>{children(null)}</>;
  if (state.status === 'error')
    return (
      <div className="item-frame__error" role="alert">
        <p>{t('item.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void loadItem(ref, true)}>
          {t('item.retry')}
        </button>
      </div>
    );
  return (
    <p className="item-frame__loading" role="status" aria-busy="true">
      {t('item.loading')}
    </p>
  );
}
