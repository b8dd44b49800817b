import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedCode } from '../../../../server/src/contract/coupons.ts';
import { ApiError } from '../../../../src/api/client.ts';
import type { CouponCodes } from '../../../../src/api/coupons.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';

const api = vi.hoisted(() => ({
  fetchCouponUsage: vi.fn(),
  fetchCouponCodes:
    vi.fn<
      (
        code: string,
        query: { page: number; per_page?: number },
        signal?: AbortSignal,
      ) => Promise<CouponCodes>
    >(),
  generateCouponCodes:
    vi.fn<
      (
        code: string,
        body: { prefix: string; count: number },
      ) => Promise<{ generated: number; total: number }>
    >(),
}));
vi.mock('../../../../src/api/coupons.ts', () => api);

const usage = await import('../../../../src/stores/coupons/usage.ts');

const generated = (code: string, redeemed = false): GeneratedCode => ({
  code,
  redeemed_at: redeemed ? '2026-11-03T00:00:00.000Z' : null,
  member_name: redeemed ? '王小明, "VIP"' : null,
  created_at: '2026-11-02T00:00:00.000Z',
});

describe('generated codes', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    $toasts.set([]);
    usage.generatedCodesLoader.reset();
  });

  it('generates with a trimmed prefix, says how many and shows the first page again', async () => {
    api.generateCouponCodes.mockResolvedValueOnce({ generated: 500, total: 500 });
    api.fetchCouponCodes.mockResolvedValue({
      data: [generated('SPA2345678')],
      meta: { current_page: 1, last_page: 5, per_page: 100, total: 500 },
    });
    await expect(usage.generateCodes('SPRING', ' SP ', 500)).resolves.toBe(true);
    expect(api.generateCouponCodes).toHaveBeenCalledWith('SPRING', { prefix: 'SP', count: 500 });
    expect(api.fetchCouponCodes).toHaveBeenCalledWith(
      'SPRING',
      { page: 1 },
      expect.any(AbortSignal),
    );
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
    expect(usage.codesGenerate.$busy.get()).toBe(false);
  });

  it('says the codes could not be generated when the server fails', async () => {
    api.generateCouponCodes.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    await expect(usage.generateCodes('SPRING', 'SP', 5)).resolves.toBe(false);
    expect($toasts.get().map((toast) => `${toast.type}: ${toast.message}`)).toEqual([
      'error: coupons.codes.failed',
    ]);
  });

  it('shows a refused prefix’s message at the prefix field, no toast, until it is typed again', async () => {
    usage.codesGenerate.clearError();
    api.generateCouponCodes.mockRejectedValueOnce(
      new ApiError(400, { prefix: ['Letters and digits only.'] }, 'Letters and digits only.'),
    );
    await expect(usage.generateCodes('SPRING', 'SP-1', 5)).resolves.toBe(false);
    expect(usage.codesGenerate.$error.get()).toBe('Letters and digits only.');
    expect($toasts.get()).toEqual([]);
    usage.codesGenerate.clearError();
    expect(usage.codesGenerate.$error.get()).toBeNull();
  });

  it('refuses a count outside 1 to 10,000 without asking the server', async () => {
    await expect(usage.generateCodes('SPRING', '', 0)).resolves.toBe(false);
    await expect(usage.generateCodes('SPRING', '', 10_001)).resolves.toBe(false);
    await expect(usage.generateCodes('SPRING', '', Number.NaN)).resolves.toBe(false);
    expect(api.generateCouponCodes).not.toHaveBeenCalled();
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error', 'error', 'error']);
  });

  it('exports every page of 10,000 into one CSV with a BOM, a header and CRLF lines', async () => {
    api.fetchCouponCodes
      .mockResolvedValueOnce({
        data: [generated('A1'), generated('A2', true)],
        meta: { current_page: 1, last_page: 2, per_page: 10_000, total: 3 },
      })
      .mockResolvedValueOnce({
        data: [generated('A3')],
        meta: { current_page: 2, last_page: 2, per_page: 10_000, total: 3 },
      });
    const save = vi.fn<(file: Blob, name: string) => void>();
    await expect(usage.codesExport.run('SPRING', save)).resolves.toBe(true);
    const [file, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('SPRING-codes.csv');
    expect(file?.type).toBe('text/csv;charset=utf-8');
    // Blob.text() reads UTF-8 and drops a leading BOM; the bytes keep it.
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file?.arrayBuffer());
    expect(api.fetchCouponCodes).toHaveBeenNthCalledWith(1, 'SPRING', {
      page: 1,
      per_page: 10_000,
    });
    expect(api.fetchCouponCodes).toHaveBeenNthCalledWith(2, 'SPRING', {
      page: 2,
      per_page: 10_000,
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    // The header and 3 codes, each ending with CRLF (the text ends with one).
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    // Times in Asia/Taipei with their offset, never UTC.
    expect(lines[2]).toBe(
      'A2,2026-11-03 08:00:00 +08:00,"王小明, ""VIP""",2026-11-02 08:00:00 +08:00',
    );
    expect(usage.codesExport.$busy.get()).toBe(false);
  });

  it('saves nothing and says so when a page of codes fails', async () => {
    api.fetchCouponCodes.mockRejectedValueOnce(new ApiError(502, {}, 'Bad gateway'));
    const save = vi.fn<(file: Blob, name: string) => void>();
    await expect(usage.codesExport.run('SPRING', save)).resolves.toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect($toasts.get().map((toast) => `${toast.type}: ${toast.message}`)).toEqual([
      'error: coupons.codes.exportFailed',
    ]);
  });
});
