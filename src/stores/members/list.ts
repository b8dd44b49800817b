/**
 * The members list: its filters (keyword, status, joined from / to a day, order) kept in the
 * address, the page of members they give, and the export of exactly the same filters (or of the
 * selected members only).
 */
import { memberSorts, memberStatusFilters } from '../../../server/src/contract/plain/members.ts';
import { exportMembers, fetchMembers } from '../../api/members.ts';
import { hasArea } from '../../lib/access.ts';
import { choiceFilter, dayFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { runExport, type ExportRun } from '../exports.ts';
import { createList } from '../list.ts';
import type { SessionState } from '../session.ts';

const memberQuery = defineListQuery({
  keyword: textFilter(),
  status: choiceFilter(memberStatusFilters, 'ALL'),
  from: dayFilter(),
  to: dayFilter(),
  sort: choiceFilter(memberSorts, 'latest', { narrows: false }),
});

/** What the export asks for: exactly the list's filters and order, without the page. */
function exportQueryOf(filters: typeof memberQuery.defaults) {
  return {
    status: filters.status,
    sort: filters.sort,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** The members, by keyword, status and the days they joined, in the order chosen. */
export const memberList = createList('members', memberQuery, (filters, signal) =>
  fetchMembers({ ...exportQueryOf(filters), page: filters.page }, signal),
);

/** The export of every member the list's filters match (its query without the page). */
export const exportMemberList: ExportRun = (signal, onProgress) =>
  exportMembers(exportQueryOf(memberList.filters() ?? memberQuery.defaults))(signal, onProgress);

/** Downloads the CSV of the selected members only (the list's order kept); nothing reloads. */
export async function exportSelectedMembers(ids: readonly (string | number)[]): Promise<boolean> {
  const filters = exportQueryOf(memberList.filters() ?? memberQuery.defaults);
  await runExport('members', exportMembers({ ...filters, ids: ids.map(Number) }));
  return false;
}

/** Whether the viewer may export (the `export` permission; the server answers 404 without). */
export function canExportMembers(session: SessionState): boolean {
  return session.status === 'ready' && hasArea(session.permissions, 'export');
}
