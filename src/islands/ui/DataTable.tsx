import type { ReactNode } from 'react';
import { useT } from '../use-t.ts';
import { RowMenu, type RowMenuItem } from './RowMenu.tsx';

/** One column of a data table. */
export interface DataColumn<Row> {
  readonly key: string;
  /** The header text (a visually hidden header when `hideHeader` is set). */
  readonly header: string;
  readonly hideHeader?: boolean;
  /** Extra class of the column's cells (e.g. `data-table__number`). */
  readonly className?: string;
  /** The cell is the row's header (`<th scope="row">`). */
  readonly rowHeader?: boolean;
  readonly cell: (row: Row) => ReactNode;
}

interface Props<Row> {
  /** The table's accessible name (a visually hidden caption). */
  readonly caption: string;
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  /** Secondary actions of a row, in a row menu in the last column. */
  readonly rowActions?: (row: Row) => readonly RowMenuItem[];
  /** The menu button's name for a row (e.g. "Actions for Basics of Go"). */
  readonly rowActionsLabel?: (row: Row) => string;
  readonly className?: string;
}

/**
 * A data table: a sticky header inside a scroll box that scrolls sideways on narrow screens
 * (keyboard users can focus the box to scroll it), and row actions in a row menu.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowActions,
  rowActionsLabel,
  className,
}: Props<Row>) {
  const t = useT();
  return (
    <div
      className="data-table__scroll"
      role="region"
      aria-label={caption}
      // A scroll box must be reachable from the keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      <table className={['data-table', className].filter(Boolean).join(' ')}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.hideHeader ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
            {rowActions && (
              <th scope="col" className="data-table__actions">
                <span className="visually-hidden">{t('ui.dataTable.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              {rowActions && (
                <td className="data-table__actions">
                  <RowMenu
                    label={rowActionsLabel?.(row) ?? t('ui.dataTable.actions')}
                    items={() => rowActions(row)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
