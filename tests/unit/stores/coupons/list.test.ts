import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CouponBulkAction,
  CouponBulkEndResponse,
  CouponBulkTrashResponse,
  CouponExportQuery,
  CouponListResponse as CouponList,
} from '../../../../server/src/contract/coupons.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import type { ExportRun } from '../../../../src/stores/exports.ts';
import { $i18n, $t } from '../../../../src/stores/i18n.ts';
import type { SessionState } from '../../../../src/stores/session.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';
import { coupon } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchCoupons: vi.fn<(query: object, signal?: AbortSignal) => Promise<CouponList>>(),
  bulkCoupons: vi.fn<(action: CouponBulkAction, codes: readonly string[]) => Promise<unknown>>(),
  bulkEndCoupons: vi.fn<(codes: readonly string[]) => Promise<CouponBulkEndResponse>>(),
  bulkTrashCoupons: vi.fn<(codes: readonly string[]) => Promise<CouponBulkTrashResponse>>(),
  exportCoupons: vi.fn<(query: CouponExportQuery) => ExportRun>(),
}));
vi.mock('../../../../src/api/coupons.ts', () => api);
const trash = vi.hoisted(() => ({ restoreFromTrash: vi.fn<(id: number) => Promise<unknown>>() }));
vi.mock('../../../../src/api/trash.ts', () => trash);

const {
  canExportCoupons,
  couponBulk,
  couponBulkEnd,
  couponBulkTrash,
  couponList,
  couponNotSelectable,
  exportCouponList,
  exportSelectedCoupons,
} = await import('../../../../src/stores/coupons/list.ts');
const { query } = couponList;
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const page = (codes: string[]): CouponList => ({
  data: codes.map((code) => coupon(code)),
  meta: { current_page: 1, last_page: 1, per_page: 20, total: codes.length },
});

const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);

describe('the coupon list', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchCoupons.mockResolvedValue(page(['A1', 'B2']));
    api.bulkCoupons.mockResolvedValue({ data: [] });
    $toasts.set([]);
    couponList.loader.reset();
    couponList.selectAll([], false);
    answerConfirm(false);
  });

  it('the status starts at ALL and stays in the address; other defaults are left out', () => {
    const filters = query.fromQuery(new URLSearchParams(''));
    expect(filters).toEqual(query.defaults);
    expect(query.toQuery(filters)).toEqual({
      status: 'ALL',
      keyword: undefined,
      isBundle: undefined,
      sort: undefined,
      owner: undefined,
      page: undefined,
    });
    expect(query.complete(new URLSearchParams('keyword=x'))).toBe(false);
  });

  it('reads filters from the address, unknown values falling back', () => {
    expect(
      query.fromQuery(
        new URLSearchParams('status=EXPIRED&keyword=%20vip%20&isBundle=1&sort=code&page=3&owner=5'),
      ),
    ).toEqual({
      status: 'EXPIRED',
      keyword: 'vip',
      isBundle: '1',
      sort: 'code',
      owner: '5',
      page: 3,
    });
    expect(query.fromQuery(new URLSearchParams('status=NOPE&isBundle=2&sort=x&page=-1'))).toEqual(
      query.defaults,
    );
  });

  it('the order and page narrow nothing; the status, keyword and kind do', () => {
    expect(query.narrows({ ...query.defaults, sort: 'code', page: 3 })).toBe(false);
    expect(query.narrows({ ...query.defaults, keyword: 'x' })).toBe(true);
    expect(query.narrows({ ...query.defaults, isBundle: '0' })).toBe(true);
    expect(query.narrows({ ...query.defaults, status: 'ACTIVE' })).toBe(true);
  });

  it('asks the API with the filters, leaving out empty ones', async () => {
    await couponList.load({ ...query.defaults, isBundle: '0' });
    expect(api.fetchCoupons).toHaveBeenCalledWith(
      { status: 'ALL', sort: 'latest', page: 1, isBundle: '0' },
      expect.any(AbortSignal),
    );
    await couponList.load({ ...query.defaults, keyword: 'vip', sort: 'code', page: 2 });
    expect(api.fetchCoupons).toHaveBeenLastCalledWith(
      { status: 'ALL', sort: 'code', page: 2, keyword: 'vip' },
      expect.any(AbortSignal),
    );
  });

  it('disables coupons at once and says how many', async () => {
    await expect(couponBulk.run('disable', ['A1', 'B2'])).resolves.toBe(true);
    expect(api.bulkCoupons).toHaveBeenCalledWith('disable', ['A1', 'B2']);
    expect(toasts()).toEqual(['success: 2 coupons disabled']);
  });

  it('"end now" asks first; cancelled changes nothing; the refused are named by code', async () => {
    api.bulkEndCoupons.mockResolvedValue({
      ended: [{ code: 'A1', title: 'A', ends_at: '2026-11-28T00:00:00.000Z' }],
      refused: [{ code: 'B2', reason: 'It has not started.' }],
    });
    const cancelled = couponBulkEnd.run(['A1', 'B2']);
    expect($confirm.get()).toMatchObject({ danger: true, title: 'End coupons now?' });
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(api.bulkEndCoupons).not.toHaveBeenCalled();
    const confirmed = couponBulkEnd.run(['A1', 'B2']);
    answerConfirm(true);
    await expect(confirmed).resolves.toBe(true);
    expect(api.bulkEndCoupons).toHaveBeenCalledWith(['A1', 'B2']);
    expect(toasts()).toEqual([
      'error: Not changed: B2: It has not started.',
      'success: 1 coupon ended',
    ]);
  });

  it('is busy while one runs, and a failure says the coupons could not be changed', async () => {
    let fail: (error: unknown) => void = () => undefined;
    api.bulkCoupons.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const running = couponBulk.run('enable', ['A1']);
    expect(couponBulk.$busy.get()).toBe(true);
    // One bulk action at a time: "move to trash" waits too.
    await expect(couponBulkTrash.run(['A1'])).resolves.toBe(false);
    expect($confirm.get()).toBeNull();
    fail(new ApiError(500, {}, 'Server error'));
    await expect(running).resolves.toBe(false);
    expect(couponBulk.$busy.get()).toBe(false);
    expect(toasts()).toEqual(['error: The coupons could not be changed. Try again later.']);
  });

  it('moves to the trash after asking, with one undo restoring every entry, naming the refused', async () => {
    api.bulkTrashCoupons.mockResolvedValue({
      trashed: [
        { code: 'A1', title: 'A', trash_id: 11 },
        { code: 'B2', title: 'B', trash_id: 12 },
      ],
      refused: [{ code: 'USED1', reason: 'This coupon has been used on orders.' }],
    });
    trash.restoreFromTrash.mockResolvedValue({});
    const reload = vi.spyOn(couponList, 'reload').mockResolvedValue();
    const asked = couponBulkTrash.run(['A1', 'B2', 'USED1']);
    expect($confirm.get()).toMatchObject({
      danger: true,
      title: 'Move the selected coupons to the trash?',
    });
    expect($confirm.get()?.message).toContain('The 3 selected coupons go to the trash');
    answerConfirm(true);
    await expect(asked).resolves.toBe(true);
    expect(toasts()).toEqual([
      'success: 2 coupons moved to the trash.',
      'error: Not changed: USED1: This coupon has been used on orders.',
    ]);
    $toasts.get()[0]?.action?.run();
    for (let i = 0; i < 4; i += 1) await Promise.resolve();
    expect(trash.restoreFromTrash.mock.calls).toEqual([[11], [12]]);
    expect(reload).toHaveBeenCalledOnce();
    reload.mockRestore();
  });

  it("keeps an administrator from selecting a lecturer's coupon, saying why; a lecturer selects their own", () => {
    const t = $t.get();
    const as = (persona: 'admin' | 'lecturer') =>
      ({
        status: 'ready',
        me: { id: 1, name: 'Someone', email: 'a@example.com', roles: ['ADMIN', 'TEACHER'] },
        persona,
        permissions: [],
        sections: [],
      }) as unknown as SessionState;
    const lecturers = coupon('LECT1');
    const platform = coupon('OWN1', { owner: null });
    expect(couponNotSelectable(t, as('admin'), lecturers)).toBe(
      "LECT1 is a lecturer's coupon: end or disable it from its row menu, with a reason.",
    );
    expect(couponNotSelectable(t, as('admin'), platform)).toBeNull();
    expect(couponNotSelectable(t, as('lecturer'), lecturers)).toBeNull();
  });
});

describe('the coupons export', () => {
  it("asks for exactly the list's filters and order, the owner too, without the page", async () => {
    api.fetchCoupons.mockReset();
    api.fetchCoupons.mockResolvedValue(page(['A1']));
    api.exportCoupons.mockReturnValue(() => Promise.reject(new Error('not downloaded here')));
    await couponList.load(
      query.fromQuery(
        new URLSearchParams('status=ACTIVE&keyword=vip&isBundle=0&sort=code&owner=7&page=2'),
      ),
    );
    await expect(exportCouponList(new AbortController().signal, () => undefined)).rejects.toThrow();
    const [listed] = api.fetchCoupons.mock.calls[0] ?? [];
    const [exported] = api.exportCoupons.mock.calls[0] ?? [];
    const { page: listedPage, ...withoutPage } = (listed ?? { page: 0 }) as { page: number };
    expect(listedPage).toBe(2);
    expect(exported).toEqual(withoutPage);
    expect(exported).toEqual({
      status: 'ACTIVE',
      sort: 'code',
      keyword: 'vip',
      isBundle: '0',
      owner: 7,
    });
  });

  it('exports the selected codes only, with the filters and order, and reloads nothing', async () => {
    api.fetchCoupons.mockReset();
    api.fetchCoupons.mockResolvedValue(page(['A1', 'B2']));
    // The download fails here (no file to save in Node): said in a toast, nothing thrown.
    api.exportCoupons.mockReturnValue(() => Promise.reject(new ApiError(500, {}, 'Server error')));
    await couponList.load(query.fromQuery(new URLSearchParams('status=ALL&sort=code')));
    await expect(exportSelectedCoupons(['B2', 'A1'])).resolves.toBe(false);
    expect(api.exportCoupons).toHaveBeenLastCalledWith({
      status: 'ALL',
      sort: 'code',
      codes: ['B2', 'A1'],
    });
  });

  it('lets a lecturer export their own, an administrator only with the export permission', () => {
    const ready = (persona: 'admin' | 'lecturer', permissions: string[]): SessionState => ({
      status: 'ready',
      me: {} as Extract<SessionState, { status: 'ready' }>['me'],
      persona,
      permissions,
      sections: ['coupons'],
    });
    expect(canExportCoupons(ready('lecturer', []))).toBe(true);
    expect(canExportCoupons(ready('admin', ['v2_coupon.*', 'export.*']))).toBe(true);
    expect(canExportCoupons(ready('admin', ['v2_coupon.*']))).toBe(false);
    expect(canExportCoupons({ status: 'loading' })).toBe(false);
  });
});
