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
  /** Whether a row changed since the answer shown before (it is highlighted for a moment). */
  readonly changed?: ((row: Row) => boolean) | undefined;
  /**
   * On a narrow box (a phone) each row becomes a card, each cell under its column's name, instead
   * of the table scrolling sideways.
   */
  readonly stack?: boolean;
}

/**
 * A data table: a sticky header inside a scroll box that scrolls sideways on narrow screens
 * (keyboard users can focus the box to scroll it), or stacks its rows as cards (`stack`), and
 * row actions in a row menu.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowActions,
  rowActionsLabel,
  className,
  changed,
  stack = false,
}: Props<Row>) {
  const t = useT();
  return (
    <div
      className={stack ? 'data-table__scroll data-table__scroll--stack' : 'data-table__scroll'}
      role="region"
      aria-label={caption}
      // A scroll box must be reachable from the keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      <table
        className={['data-table', stack && 'data-table--stack', className]
          .filter(Boolean)
          .join(' ')}
      >
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
            <tr
              key={rowKey(row)}
              className={changed?.(row) ? 'data-table__row--changed' : undefined}
            >
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={column.className}
                    // The column's name, shown before the value when rows stack as cards.
                    data-label={stack && !column.hideHeader ? column.header : undefined}
                  >
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
