import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CouponBulkAction,
  CouponExportQuery,
  CouponListResponse as CouponList,
} from '../../../../server/src/contract/coupons.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import type { ExportRun } from '../../../../src/stores/exports.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $session, type SessionState } from '../../../../src/stores/session.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';
import { coupon } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchCoupons: vi.fn<(query: object, signal?: AbortSignal) => Promise<CouponList>>(),
  bulkCoupons: vi.fn<(action: CouponBulkAction, codes: readonly string[]) => Promise<unknown>>(),
  exportCoupons: vi.fn<(query: CouponExportQuery) => ExportRun>(),
}));
vi.mock('../../../../src/api/coupons.ts', () => api);

const { canExportCoupons, couponBulk, couponList, exportCouponList, runCouponBulk } =
  await import('../../../../src/stores/coupons/list.ts');
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

  it('"end now" asks first; cancelled changes nothing', async () => {
    const cancelled = couponBulk.run('end', ['A1']);
    expect($confirm.get()).toMatchObject({ danger: true, title: 'End coupons now?' });
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(api.bulkCoupons).not.toHaveBeenCalled();
    const confirmed = couponBulk.run('end', ['A1']);
    answerConfirm(true);
    await expect(confirmed).resolves.toBe(true);
    expect(api.bulkCoupons).toHaveBeenCalledWith('end', ['A1']);
    expect(toasts()).toEqual(['success: 1 coupon ended']);
  });

  it('is busy while one runs, and a failure says the coupons could not be changed', async () => {
    let fail: (error: unknown) => void = () => undefined;
    api.bulkCoupons.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const running = couponBulk.run('enable', ['A1']);
    expect(couponBulk.$busy.get()).toBe(true);
    await expect(couponBulk.run('disable', ['A1'])).resolves.toBe(false);
    fail(new ApiError(500, {}, 'Server error'));
    await expect(running).resolves.toBe(false);
    expect(couponBulk.$busy.get()).toBe(false);
    expect(toasts()).toEqual(['error: The coupons could not be changed. Try again later.']);
  });

  describe("an administrator's bulk action on a selection with lecturers' coupons", () => {
    const as = (persona: 'admin' | 'lecturer') =>
      $session.set({
        status: 'ready',
        me: { id: 1, name: 'Someone', email: 'a@example.com', roles: ['ADMIN', 'TEACHER'] },
        persona,
        permissions: [],
        sections: [],
      } as unknown as SessionState);
    const mixed: CouponList = {
      data: [coupon('OWN1', { owner: null }), coupon('LECT1'), coupon('OWN2', { owner: null })],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 3 },
    };

    beforeEach(async () => {
      api.fetchCoupons.mockResolvedValue(mixed);
      await couponList.load(query.defaults);
      couponList.selectAll(['OWN1', 'LECT1', 'OWN2'], true);
    });

    it("leaves the lecturers' coupons out, unselects them and says why", async () => {
      as('admin');
      await expect(runCouponBulk('disable', ['OWN1', 'LECT1', 'OWN2'])).resolves.toBe(true);
      expect(api.bulkCoupons).toHaveBeenCalledWith('disable', ['OWN1', 'OWN2']);
      expect(couponList.$selected.get()).toEqual(['OWN1', 'OWN2']);
      expect(toasts()).toEqual([
        "error: 1 lecturer's coupon was left out: end or disable a lecturer's coupon from its row menu, with a reason.",
        'success: 2 coupons disabled',
      ]);
    });

    it("sends nothing when only lecturers' coupons are selected", async () => {
      as('admin');
      await expect(runCouponBulk('end', ['LECT1'])).resolves.toBe(false);
      expect(api.bulkCoupons).not.toHaveBeenCalled();
      expect($confirm.get()).toBeNull();
      expect(toasts()).toHaveLength(1);
    });

    it("leaves a lecturer's own selection as it is", async () => {
      as('lecturer');
      await expect(runCouponBulk('enable', ['OWN1', 'LECT1'])).resolves.toBe(true);
      expect(api.bulkCoupons).toHaveBeenCalledWith('enable', ['OWN1', 'LECT1']);
      expect(toasts()).toEqual(['success: 2 coupons enabled']);
    });
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
