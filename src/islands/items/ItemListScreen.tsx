import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect } from 'react';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import { itemScreenUrl, itemListUrl } from '../../routes/item-urls.ts';
import {
  $itemList,
  changeFilters,
  defaultFilters,
  filtersFromQuery,
  hasFilters,
  loadItemList,
  queryOfFilters,
  type ItemFilters,
} from '../../stores/item-list.ts';
import { $page } from '../../stores/page.ts';
import { $usdRate } from '../../stores/platform.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../use-t.ts';
import { ItemListFilters } from './ItemListFilters.tsx';
import { ItemListTable } from './ItemListTable.tsx';
import { Pager } from './Pager.tsx';

/**
 * A catalogue list (courses, ebooks or articles): filters kept in the address's query (shared
 * links and Back/Forward work), the page of items, pagination, loading, empty and error states,
 * and for lecturers the create action.
 */
export default function ItemListScreen({ kind }: { readonly kind: ItemKind }) {
  const t = useT();
  const page = useStore($page);
  const list = useStore($itemList);
  const session = useStore($session);
  const usdRate = useStore($usdRate);
  const onList = page.route?.name === kind;
  const query = page.query.toString();

  useEffect(() => {
    if (onList) void loadItemList(kind, filtersFromQuery(new URLSearchParams(query)));
  }, [kind, onList, query]);

  const filters = onList ? filtersFromQuery(page.query) : defaultFilters;
  const persona = session.status === 'ready' ? session.persona : null;
  const hrefOf = (next: ItemFilters) => itemListUrl(page.locale, kind, queryOfFilters(next));
  const onChange = (change: Partial<ItemFilters>) =>
    void navigate(hrefOf(changeFilters(filters, change)));
  const ours = list.kind === kind;
  const items = ours ? list.items : [];
  const loading = !ours || list.status === 'loading' || list.status === 'idle';

  return (
    <section className="item-list" aria-labelledby="item-list-heading">
      <div className="item-list__header">
        <h2 id="item-list-heading" className="visually-hidden">
          {t('items.list.heading', { kind })}
        </h2>
        {list.meta && ours && (
          <p className="item-list__total">{t('items.list.total', { total: list.meta.total })}</p>
        )}
        {persona === 'lecturer' && (
          <a
            className="button button--primary item-list__create"
            href={itemScreenUrl(page.locale, kind, 'create', 'infos-basic')}
          >
            {t('items.list.create', { kind })}
          </a>
        )}
      </div>
      <ItemListFilters kind={kind} filters={filters} onChange={onChange} />
      <div className="item-list__body" aria-busy={loading} aria-live="polite">
        {ours && list.status === 'error' && (
          <div className="item-list__error" role="alert">
            <p>{t('items.list.loadFailed')}</p>
            <button
              type="button"
              className="button"
              onClick={() => void loadItemList(kind, filters)}
            >
              {t('items.list.retry')}
            </button>
          </div>
        )}
        {loading && items.length === 0 && (
          <p className="item-list__loading" role="status">
            {t('items.list.loading')}
          </p>
        )}
        {ours && list.status === 'ready' && items.length === 0 && (
          <div className="item-list__empty">
            {hasFilters(filters) ? (
              <>
                <p>{t('items.list.noMatch', { kind })}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => void navigate(itemListUrl(page.locale, kind))}
                >
                  {t('items.list.clearFilters')}
                </button>
              </>
            ) : (
              <p>{t('items.list.empty', { kind })}</p>
            )}
          </div>
        )}
        {items.length > 0 && (
          <ItemListTable
            kind={kind}
            items={items}
            locale={page.locale}
            usdRate={usdRate}
            showLecturer={persona === 'admin'}
          />
        )}
      </div>
      {ours && list.meta && (
        <Pager
          current={filters.page}
          last={list.meta.last_page}
          hrefOf={(number) => hrefOf({ ...filters, page: number })}
        />
      )}
    </section>
  );
}
