import { useStore } from '@nanostores/react';
import { Fragment, useId, type ReactNode } from 'react';
import type { List, ListPage } from '../../stores/list.ts';
import { useT } from '../use-t.ts';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { DayRangeFields } from './DayRangeFields.tsx';
import { errorAttributes, FieldError } from '../form/FieldError.tsx';
import { EmptyState, LoadState, type EmptySpec } from './LoadState.tsx';
import { Pager } from './Pager.tsx';
import type { RowMenuItem } from './RowMenu.tsx';
import { useListAddress, type ListAddress } from './use-list-address.ts';

export type { ListAddress };

/** The keys of the filters whose values are of type V. */
type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F] & string;

/** One field of the filter bar; selects and days apply at once, words on search. */
export type FilterSpec<F> =
  | {
      readonly kind: 'search';
      readonly key: KeysOf<F, string>;
      readonly label: string;
      /** What may be typed ("Order number or member email"). */
      readonly placeholder?: string;
      /** The longest text the list's API accepts (default: its text filter's, the contract's). */
      readonly maxLength?: number;
    }
  | {
      readonly kind: 'select';
      readonly key: KeysOf<F, string>;
      readonly label: string;
      readonly options: readonly { readonly value: string; readonly label: string }[];
    }
  | {
      readonly kind: 'days';
      readonly from: KeysOf<F, string>;
      readonly to: KeysOf<F, string>;
      readonly fromLabel: string;
      readonly toLabel: string;
    }
  /** A field of the list's own (a picker), drawn with the address's filters and draft. */
  | {
      readonly kind: 'custom';
      readonly key: string;
      readonly render: (bar: ListAddress<F>) => ReactNode;
    };

/** A bulk action on the selected rows; resolves whether it was done (the page then reloads). */
export interface BulkAction {
  readonly key: string;
  readonly label: string;
  readonly danger?: boolean;
  readonly run: (keys: readonly (string | number)[]) => Promise<boolean>;
}

/** The row type of a list's page. */
type RowOf<P extends ListPage<unknown>> = P['data'][number];

/** A row's key: rows with an `id` are keyed by it unless the list names another key. */
type RowKeyProp<Row> = Row extends { readonly id: string | number }
  ? { readonly rowKey?: (row: Row) => string | number }
  : { readonly rowKey: (row: Row) => string | number };

/** The key of a row that has an `id` (the default `rowKey`). */
const idOf = (row: unknown): string | number => (row as { readonly id: string | number }).id;

type Props<F extends { readonly page: number }, P extends ListPage<unknown>> = OwnProps<F, P> &
  RowKeyProp<RowOf<P>>;

interface OwnProps<
  F extends { readonly page: number },
  P extends ListPage<unknown>,
  Row = RowOf<P>,
> {
  readonly list: List<F, P>;
  /** The list's accessible name (the table's caption, the selection toolbar's subject). */
  readonly caption: string;
  /** The rows as a table; or `children` draws them (cards). */
  readonly columns?: readonly DataColumn<Row>[];
  readonly children?: (rows: readonly Row[]) => ReactNode;
  readonly rowActions?: (row: Row) => readonly RowMenuItem[];
  readonly rowActionsLabel?: (row: Row) => string;
  /** False keeps the table on a phone, scrolling sideways in its box (rows stack as cards by default). */
  readonly stack?: boolean;
  readonly tableClassName?: string;
  readonly filters?: readonly FilterSpec<F>[];
  /** Actions of the list as a whole (export), beside the filters. */
  readonly actions?: ReactNode;
  /** The list's create action: beside the filters, and the next step an empty list offers. */
  readonly create?: ReactNode;
  /** Rows may be selected for these actions. */
  readonly bulk?: {
    readonly label: string;
    readonly actions: readonly BulkAction[];
    /** A row's checkbox name ("Select SUMMER10"). */
    readonly rowLabel: (row: Row) => string;
    /** Why a row may not be selected (its checkbox shows disabled, named by it); null: it may. */
    readonly notSelectable?: (row: Row) => string | null;
    readonly busy?: boolean;
  };
  /** What an empty unfiltered list says, and what to do next. */
  readonly empty: EmptySpec;
  /** What an empty filtered answer says. */
  readonly noMatch: string;
  /** Shown above the rows once the page has come (a total, a summary). */
  readonly summary?: (page: P) => ReactNode;
}

/**
 * The one frame of a list screen: the filter bar (kept in the address), actions, the selection
 * toolbar for bulk actions, the rows (a table with a row menu, or cards) with their loading,
 * failure, "no match" and empty states, and the pager.
 */
export function ListFrame<F extends { readonly page: number }, P extends ListPage<unknown>>(
  props: Props<F, P>,
) {
  type Row = RowOf<P>;
  const t = useT();
  const { list, caption, bulk, create } = props;
  // Either branch of RowKeyProp: a key of the list's own, or none where rows have an `id`.
  const rowKey = (props.rowKey as ((row: Row) => string | number) | undefined) ?? idOf;
  // The ids of the filter bar's fields start with it.
  const id = useId();
  const address = useListAddress(list);
  const { filters, hrefOf } = address;
  const state = useStore(list.loader.$state);
  const selected = useStore(list.$selected);
  const tooLong = useStore(list.$tooLong);
  const changed = useStore(list.$changed);
  const rows = state.data?.data ?? [];
  const meta = state.data?.meta;
  const notSelectable = bulk?.notSelectable ?? (() => null);
  const keys = rows.filter((row) => notSelectable(row) === null).map(rowKey);
  const allSelected = keys.length > 0 && keys.every((key) => selected.includes(key));

  const columns: readonly DataColumn<Row>[] = [
    ...(bulk
      ? [
          {
            key: 'select',
            header: t('list.select'),
            hideHeader: true,
            className: 'data-table__select',
            cell: (row: Row) => {
              const reason = notSelectable(row);
              return (
                <input
                  type="checkbox"
                  aria-label={reason ?? bulk.rowLabel(row)}
                  title={reason ?? undefined}
                  disabled={reason !== null}
                  checked={reason === null && selected.includes(rowKey(row))}
                  onChange={(event) => list.toggle(rowKey(row), event.target.checked)}
                />
              );
            },
          },
        ]
      : []),
    ...(props.columns ?? []),
  ];

  return (
    <div className="stack list-frame">
      {(props.filters !== undefined || props.actions !== undefined || create !== undefined) && (
        <div className="list-frame__bar">
          {props.filters && (
            <FilterBar
              id={id}
              specs={props.filters}
              address={address}
              maxLengthOf={(key) => list.query.maxLengthOf(key)}
              tooLong={tooLong}
            />
          )}
          {(props.actions ?? create) && (
            <div className="list-frame__actions">
              {props.actions}
              {create}
            </div>
          )}
        </div>
      )}
      {bulk && (
        <div className="list-frame__bulk" role="toolbar" aria-label={bulk.label}>
          <label className="field--check">
            <input
              type="checkbox"
              checked={allSelected}
              disabled={keys.length === 0}
              onChange={(event) => list.selectAll(keys, event.target.checked)}
            />
            {t('list.selectAll')}
          </label>
          <span aria-live="polite">{t('list.selected', { count: selected.length })}</span>
          {bulk.actions.map((action) => (
            <button
              key={action.key}
              type="button"
              className={action.danger ? 'button button--danger' : 'button'}
              disabled={selected.length === 0 || (bulk.busy ?? false)}
              onClick={() =>
                void action.run(selected).then((done) => (done ? list.reload() : undefined))
              }
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
      <div
        className="list-frame__body"
        aria-busy={state.status === 'loading' || state.status === 'idle'}
      >
        {Object.keys(tooLong).length > 0 ? (
          <EmptyState
            title={props.noMatch}
            action={
              <a className="button" href={hrefOf(list.query.defaults)}>
                {t('list.clearFilters')}
              </a>
            }
          />
        ) : (
          <LoadState
            state={state}
            onRetry={() => void list.loader.retry()}
            skeleton="table"
            isEmpty={(answer) => answer.data.length === 0}
            empty={
              list.query.narrows(filters)
                ? {
                    title: props.noMatch,
                    action: (
                      <a className="button" href={hrefOf(list.query.defaults)}>
                        {t('list.clearFilters')}
                      </a>
                    ),
                  }
                : { action: create, ...props.empty }
            }
          >
            {(answer) => (
              <>
                {props.summary?.(answer)}
                {props.children ? (
                  props.children(answer.data)
                ) : (
                  <DataTable
                    caption={caption}
                    {...(props.tableClassName ? { className: props.tableClassName } : {})}
                    columns={columns}
                    rows={answer.data}
                    rowKey={rowKey}
                    changed={
                      changed.size > 0 ? (row) => changed.has(JSON.stringify(row)) : undefined
                    }
                    {...(props.rowActions ? { rowActions: props.rowActions } : {})}
                    {...(props.rowActionsLabel ? { rowActionsLabel: props.rowActionsLabel } : {})}
                    stack={props.stack ?? true}
                  />
                )}
              </>
            )}
          </LoadState>
        )}
      </div>
      {meta && (
        <Pager
          current={filters.page}
          last={meta.last_page}
          hrefOf={(number) => hrefOf({ ...filters, page: number })}
        />
      )}
    </div>
  );
}

/** The filter bar: one search form; a select or a day applies at once, typed words on search. */
function FilterBar<F extends { readonly page: number }>({
  id,
  specs,
  address,
  maxLengthOf,
  tooLong,
}: {
  readonly id: string;
  readonly specs: readonly FilterSpec<F>[];
  readonly address: ListAddress<F>;
  readonly maxLengthOf: (key: string) => number | undefined;
  /** The text filters longer than the API takes, with their maximum. */
  readonly tooLong: Readonly<Record<string, number>>;
}) {
  const t = useT();
  const { draft, setDraft, apply } = address;
  const text = (key: KeysOf<F, string>) => draft[key] as string;
  const searches = specs.some((spec) => spec.kind === 'search');
  return (
    <form
      role="search"
      className="list-frame__filters"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {specs.map((spec) => {
        switch (spec.kind) {
          case 'search': {
            const max = tooLong[spec.key];
            const error = max === undefined ? undefined : t('list.searchTooLong', { max });
            return (
              <div key={spec.key} className="field">
                <label htmlFor={`${id}-${spec.key}`}>{spec.label}</label>
                <input
                  id={`${id}-${spec.key}`}
                  type="search"
                  placeholder={spec.placeholder}
                  maxLength={spec.maxLength ?? maxLengthOf(spec.key)}
                  value={text(spec.key)}
                  {...errorAttributes(`${id}-${spec.key}`, error)}
                  onChange={(event) => setDraft({ ...draft, [spec.key]: event.target.value })}
                />
                <FieldError id={`${id}-${spec.key}`} error={error} />
              </div>
            );
          }
          case 'select':
            return (
              <div key={spec.key} className="field">
                <label htmlFor={`${id}-${spec.key}`}>{spec.label}</label>
                <select
                  id={`${id}-${spec.key}`}
                  value={text(spec.key)}
                  onChange={(event) => apply({ [spec.key]: event.target.value } as Partial<F>)}
                >
                  {spec.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            );
          case 'days':
            return (
              <DayRangeFields
                key={spec.from}
                id={`${id}-days`}
                fromLabel={spec.fromLabel}
                toLabel={spec.toLabel}
                value={{ from: text(spec.from), to: text(spec.to) }}
                onValue={(change) =>
                  apply({
                    ...(change.from === undefined ? {} : { [spec.from]: change.from }),
                    ...(change.to === undefined ? {} : { [spec.to]: change.to }),
                  } as Partial<F>)
                }
              />
            );
          case 'custom':
            return <Fragment key={spec.key}>{spec.render(address)}</Fragment>;
        }
      })}
      {searches && (
        <button type="submit" className="button">
          {t('list.search')}
        </button>
      )}
    </form>
  );
}
