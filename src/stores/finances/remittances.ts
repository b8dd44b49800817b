/**
 * The remittances list (administrators): its filters (remitted from / to a day, Asia/Taipei;
 * keyword), the page of remittances they give, and the export of exactly the same filters.
 */
import type { RemittanceExportQuery } from '../../../server/src/contract/finances.ts';
import { exportRemittances, fetchRemittances } from '../../api/remittances.ts';
import { hasArea } from '../../lib/access.ts';
import { dayFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import type { ExportRun } from '../exports.ts';
import { createList } from '../list.ts';
import type { SessionState } from '../session.ts';

const remittanceQuery = defineListQuery({
  from: dayFilter(),
  to: dayFilter(),
  keyword: textFilter(),
});

/** What the export asks for: exactly the list's filters, without the page. */
function exportQueryOf(filters: typeof remittanceQuery.defaults): RemittanceExportQuery {
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
}

/** The remittances, newest first, by the days remitted and keyword. */
export const remittanceList = createList('remittances', remittanceQuery, (filters, signal) =>
  fetchRemittances({ page: filters.page, ...exportQueryOf(filters) }, signal),
);

/** The export of every remittance the list's filters match, with a totals row. */
export const exportRemittanceList: ExportRun = (signal, onProgress) =>
  exportRemittances(exportQueryOf(remittanceList.filters() ?? remittanceQuery.defaults))(
    signal,
    onProgress,
  );

/** Whether the viewer may export (the `export` permission; the server answers 404 without). */
export function canExportRemittances(session: SessionState): boolean {
  return session.status === 'ready' && hasArea(session.permissions, 'export');
}
