import { useStore } from '@nanostores/react';
import { navigate } from 'astro:transitions/client';
import { useEffect } from 'react';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import { itemScreenUrl, itemListUrl } from '../../routes/item-urls.ts';
import {
  changeFilters,
  defaultFilters,
  filtersFromQuery,
  hasFilters,
  itemListLoader,
  loadItemList,
  queryOfFilters,
  type ItemFilters,
} from '../../stores/item-list.ts';
import { $page } from '../../stores/page.ts';
import { $usdRate } from '../../stores/platform.ts';
import { $session } from '../../stores/session.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { ItemListFilters } from './ItemListFilters.tsx';
import { ItemListTable } from './ItemListTable.tsx';
import { Pager } from '../ui/Pager.tsx';

/**
 * A catalogue list (courses, ebooks or articles): filters kept in the address's query (shared
 * links and Back/Forward work), the page of items, pagination, loading, empty and error states,
 * and for lecturers the create action.
 */
export default function ItemListScreen({ kind }: { readonly kind: ItemKind }) {
  const t = useT();
  const page = useStore($page);
  const list = useStore(itemListLoader.$state);
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
  const ours = list.key?.kind === kind;
  const meta = ours ? list.data?.meta : undefined;

  return (
    <section className="item-list" aria-labelledby="item-list-heading">
      <div className="item-list__header">
        <h2 id="item-list-heading" className="visually-hidden">
          {t('items.list.heading', { kind })}
        </h2>
        {meta && (
          <p className="item-list__total">{t('items.list.total', { total: meta.total, kind })}</p>
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
      <div
        className="item-list__body"
        aria-live="polite"
        aria-busy={!ours || list.status === 'loading' || list.status === 'idle'}
      >
        <LoadState
          state={ours ? list : { status: 'loading', data: null }}
          onRetry={() => void itemListLoader.retry()}
          skeleton="table"
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            hasFilters(filters)
              ? {
                  title: t('items.list.noMatch', { kind }),
                  action: (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void navigate(itemListUrl(page.locale, kind))}
                    >
                      {t('items.list.clearFilters')}
                    </button>
                  ),
                }
              : {
                  title: t('items.list.empty', { kind }),
                  ...(persona === 'lecturer'
                    ? {
                        text: t('items.list.emptyNext', { kind }),
                        action: (
                          <a
                            className="button button--primary"
                            href={itemScreenUrl(page.locale, kind, 'create', 'infos-basic')}
                          >
                            {t('items.list.create', { kind })}
                          </a>
                        ),
                      }
                    : {}),
                }
          }
        >
          {(answer) => (
            <ItemListTable
              kind={kind}
              items={answer.data}
              locale={page.locale}
              usdRate={usdRate}
              showLecturer={persona === 'admin'}
            />
          )}
        </LoadState>
      </div>
      {meta && (
        <Pager
          current={filters.page}
          last={meta.last_page}
          hrefOf={(number) => hrefOf({ ...filters, page: number })}
        />
      )}
    </section>
  );
}
