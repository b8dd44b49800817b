import { describe, expect, it, vi } from 'vitest';
import type {
  RemittanceExportQuery,
  RemittanceListQuery,
} from '../../../../server/src/contract/finances.ts';
import type { RemittanceList } from '../../../../src/api/remittances.ts';
import type { ExportRun } from '../../../../src/stores/exports.ts';
import type { SessionState } from '../../../../src/stores/session.ts';

const api = vi.hoisted(() => ({
  fetchRemittances:
    vi.fn<(query: RemittanceListQuery, signal?: AbortSignal) => Promise<RemittanceList>>(),
  exportRemittances: vi.fn<(query: RemittanceExportQuery) => ExportRun>(),
}));
vi.mock('../../../../src/api/remittances.ts', () => api);

const { canExportRemittances, exportRemittanceList, remittanceList } =
  await import('../../../../src/stores/finances/remittances.ts');

/** A signed-in administrator holding some permissions. */
function admin(permissions: string[]): SessionState {
  return {
    status: 'ready',
    me: {} as Extract<SessionState, { status: 'ready' }>['me'],
    persona: 'admin',
    permissions,
    sections: ['finances'],
  };
}

describe('the remittances export', () => {
  it("asks for exactly the list's filters, without the page", async () => {
    api.fetchRemittances.mockResolvedValue({
      data: [],
      meta: { current_page: 3, last_page: 3, per_page: 20, total: 41 },
    });
    api.exportRemittances.mockReturnValue(() => Promise.reject(new Error('not downloaded here')));
    await remittanceList.load(
      remittanceList.query.fromQuery(
        new URLSearchParams('from=2026-11-01&to=2026-11-30&keyword=teacher&page=3'),
      ),
    );
    await expect(
      exportRemittanceList(new AbortController().signal, () => undefined),
    ).rejects.toThrow();
    const [listed] = api.fetchRemittances.mock.calls[0] ?? [];
    const [exported] = api.exportRemittances.mock.calls[0] ?? [];
    const { page, ...withoutPage } = listed ?? { page: 0 };
    expect(page).toBe(3);
    expect(exported).toEqual(withoutPage);
    expect(exported).toEqual({ from: '2026-11-01', to: '2026-11-30', keyword: 'teacher' });
  });

  it('only a viewer with the export permission may export', () => {
    expect(canExportRemittances(admin(['v2_remittance.*', 'export.*']))).toBe(true);
    expect(canExportRemittances(admin(['v2_remittance.*']))).toBe(false);
    expect(canExportRemittances({ status: 'loading' })).toBe(false);
  });
});
