import type { ComponentProps } from 'react';
import { Pager } from './Pager.tsx';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { FilteredList } from './FilteredList.tsx';

type ListProps = ComponentProps<typeof FilteredList>;

/** A page of rows with the list's meta, as the API's lists answer. */
interface Page<Row> {
  readonly data: readonly Row[];
  readonly meta: { readonly last_page: number };
}

interface Props<Row extends { readonly id: number }> {
  /** The body's class (its box and its minimum height). */
  readonly className: string;
  readonly tableClassName: string;
  /** The table's accessible name. */
  readonly caption: string;
  readonly state: {
    readonly status: ListProps['state']['status'];
    readonly data: Page<Row> | null;
  };
  readonly onRetry: () => void;
  readonly filtered: boolean;
  readonly noMatch: ListProps['noMatch'];
  readonly empty: ListProps['empty'];
  readonly columns: readonly DataColumn<Row>[];
  /** Rows stack as cards on a narrow box (see DataTable). */
  readonly stack?: boolean;
  /** The page shown, and the address of another page. */
  readonly page: number;
  readonly pageHref: (page: number) => string;
}

/**
 * The body of a filtered, paged list screen: the rows as a table (with the loading, failure,
 * "no match" and empty states of FilteredList) and the pager under it once the page has come.
 */
export function PagedTable<Row extends { readonly id: number }>({
  className,
  tableClassName,
  caption,
  state,
  onRetry,
  filtered,
  noMatch,
  empty,
  columns,
  stack = false,
  page,
  pageHref,
}: Props<Row>) {
  const meta = state.data?.meta;
  return (
    <>
      <FilteredList
        className={className}
        state={state}
        onRetry={onRetry}
        filtered={filtered}
        noMatch={noMatch}
        empty={empty}
      >
        {(answer) => (
          <DataTable
            caption={caption}
            className={tableClassName}
            columns={columns}
            rows={answer.data}
            rowKey={(row) => row.id}
            stack={stack}
          />
        )}
      </FilteredList>
      {meta && <Pager current={page} last={meta.last_page} hrefOf={pageHref} />}
    </>
  );
}
