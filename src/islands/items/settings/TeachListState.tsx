import type { ReactNode } from 'react';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import type { TeachListState as State } from '../../../stores/items/teach-list.ts';
import { useT } from '../../use-t.ts';

/** The lecturers' screens while their list loads, when it failed, or the screen once loaded. */
export function TeachListState({
  item,
  state,
  retry,
  children,
}: {
  readonly item: ItemDetail;
  readonly state: State;
  readonly retry: () => void;
  readonly children: ReactNode;
}) {
  const t = useT();
  if (state.key === `${item.kind}/${String(item.id)}` && state.status === 'ready')
    return <>{children}</>;
  if (state.status === 'error')
    return (
      <div className="item-frame__error" role="alert">
        <p>{t('items.teachs.loadFailed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('items.teachs.retry')}
        </button>
      </div>
    );
  return (
    <p className="item-frame__loading" role="status" aria-busy="true">
      {t('items.teachs.loading')}
    </p>
  );
}
