import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplyExportQuery } from '../../../../server/src/contract/finances.ts';
import type { ApplyList } from '../../../../src/api/applies.ts';
import type { RemittanceList } from '../../../../src/api/remittances.ts';
import type { ExportRun } from '../../../../src/stores/exports.ts';
import type { SessionState } from '../../../../src/stores/session.ts';
import { apply } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchApplies: vi.fn<(query: object, signal?: AbortSignal) => Promise<ApplyList>>(),
  fetchRemittances: vi.fn<(query: object, signal?: AbortSignal) => Promise<RemittanceList>>(),
  exportApplies: vi.fn<(query: ApplyExportQuery) => ExportRun>(),
}));
vi.mock('../../../../src/api/applies.ts', () => api);
vi.mock('../../../../src/api/remittances.ts', () => api);

const { applyList, canExportApplies, exportApplyList } =
  await import('../../../../src/stores/finances/applies.ts');
const { remittanceList } = await import('../../../../src/stores/finances/remittances.ts');

const meta = { current_page: 1, last_page: 1, per_page: 20, total: 1 };

describe('the payout requests list', () => {
  const { query } = applyList;

  beforeEach(() => {
    api.fetchApplies.mockReset();
    api.fetchApplies.mockResolvedValue({ data: [apply(1)], meta });
    applyList.loader.reset();
  });

  it('reads the filters from the address and writes them back, the status always', () => {
    const filters = query.fromQuery(new URLSearchParams('status=PENDING&keyword=%20li%20&page=2'));
    expect(filters).toEqual({ status: 'PENDING', keyword: 'li', page: 2 });
    expect(query.toQuery(filters)).toEqual({ status: 'PENDING', keyword: 'li', page: '2' });
    expect(query.toQuery(query.defaults)).toEqual({
      status: 'ALL',
      keyword: undefined,
      page: undefined,
    });
    expect(query.complete(new URLSearchParams('keyword=li'))).toBe(false);
  });

  it('unknown values fall back to ALL and page 1; ALL narrows nothing', () => {
    expect(query.fromQuery(new URLSearchParams('status=NOPE&page=x'))).toEqual(query.defaults);
    expect(query.narrows({ ...query.defaults, page: 3 })).toBe(false);
    expect(query.narrows({ ...query.defaults, status: 'PENDING' })).toBe(true);
  });

  it('asks the API with the filters, leaving out an empty keyword', async () => {
    await applyList.load({ status: 'PENDING', keyword: '', page: 2 });
    expect(api.fetchApplies).toHaveBeenCalledWith(
      { status: 'PENDING', page: 2 },
      expect.any(AbortSignal),
    );
    expect(applyList.loader.$state.get().data?.data[0]?.id).toBe(1);
  });
});

describe('the payout requests export', () => {
  it("asks for exactly the list's filters, without the page", async () => {
    api.fetchApplies.mockReset();
    api.fetchApplies.mockResolvedValue({ data: [apply(1)], meta });
    api.exportApplies.mockReturnValue(() => Promise.reject(new Error('not downloaded here')));
    await applyList.load(
      applyList.query.fromQuery(new URLSearchParams('status=REJECTED&keyword=li&page=3')),
    );
    await expect(exportApplyList(new AbortController().signal, () => undefined)).rejects.toThrow();
    const [listed] = api.fetchApplies.mock.calls[0] ?? [];
    const [exported] = api.exportApplies.mock.calls[0] ?? [];
    const { page, ...withoutPage } = (listed ?? { page: 0 }) as { page: number };
    expect(page).toBe(3);
    expect(exported).toEqual(withoutPage);
    expect(exported).toEqual({ status: 'REJECTED', keyword: 'li' });
  });

  it('only a viewer with the export permission may export', () => {
    const admin = (permissions: string[]): SessionState => ({
      status: 'ready',
      me: {} as Extract<SessionState, { status: 'ready' }>['me'],
      persona: 'admin',
      permissions,
      sections: ['finances'],
    });
    expect(canExportApplies(admin(['v2_remittance.*', 'export.*']))).toBe(true);
    expect(canExportApplies(admin(['v2_remittance.*']))).toBe(false);
    expect(canExportApplies({ status: 'loading' })).toBe(false);
  });
});

describe('the remittances list', () => {
  const { query } = remittanceList;

  it('keeps well-formed days and the keyword in the address, dropping malformed days', () => {
    const filters = query.fromQuery(
      new URLSearchParams('from=2026-11-01&to=2026-13-01&keyword=li'),
    );
    expect(filters).toEqual({ from: '2026-11-01', to: '', keyword: 'li', page: 1 });
    expect(query.toQuery(filters)).toEqual({
      from: '2026-11-01',
      to: undefined,
      keyword: 'li',
      page: undefined,
    });
    expect(query.narrows(query.defaults)).toBe(false);
  });

  it('asks the API for the days and keyword set', async () => {
    api.fetchRemittances.mockResolvedValue({ data: [], meta });
    await remittanceList.load({ from: '', to: '2026-11-30', keyword: 'li', page: 3 });
    expect(api.fetchRemittances).toHaveBeenCalledWith(
      { page: 3, to: '2026-11-30', keyword: 'li' },
      expect.any(AbortSignal),
    );
  });
});
