/**
 * The payout requests list (administrators): its filters (status, always in the address; keyword),
 * the page of applies they give, and the export of exactly the same filters.
 */
import type { ApplyExportQuery } from '../../../server/src/contract/finances.ts';
import { applyStatusFilters } from '../../../server/src/contract/plain/finances.ts';
import { exportApplies, fetchApplies } from '../../api/applies.ts';
import { hasArea } from '../../lib/access.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import type { ExportRun } from '../exports.ts';
import { createList } from '../list.ts';
import type { SessionState } from '../session.ts';

const applyQuery = defineListQuery({
  status: choiceFilter(applyStatusFilters, 'ALL', { always: true }),
  keyword: textFilter(),
});

/** What the export asks for: exactly the list's filters, without the page. */
function exportQueryOf(filters: typeof applyQuery.defaults): ApplyExportQuery {
  return {
    status: filters.status,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
}

/** The payout requests, by status (ALL by default, kept in the address) and keyword. */
export const applyList = createList('applies', applyQuery, (filters, signal) =>
  fetchApplies({ ...exportQueryOf(filters), page: filters.page }, signal),
);

/** The export of every payout request the list's filters match, waiting ones first. */
export const exportApplyList: ExportRun = (signal, onProgress) =>
  exportApplies(exportQueryOf(applyList.filters() ?? applyQuery.defaults))(signal, onProgress);

/** Whether the viewer may export (the `export` permission; the server answers 404 without). */
export function canExportApplies(session: SessionState): boolean {
  return session.status === 'ready' && hasArea(session.permissions, 'export');
}
