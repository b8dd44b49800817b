import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  Coupon,
  CouponBody,
  CouponPreview,
  CouponUpdateBody,
} from '../../../../server/src/contract/coupons.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { toLocalInput } from '../../../../src/lib/local-time.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, $dirtyForms, answerConfirm } from '../../../../src/stores/unsaved.ts';
import { coupon, course } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchCoupon: vi.fn<(code: string, signal?: AbortSignal) => Promise<Coupon>>(),
  createCoupon: vi.fn<(body: CouponBody) => Promise<Coupon>>(),
  updateCoupon: vi.fn<(code: string, body: CouponUpdateBody) => Promise<Coupon>>(),
  deleteCoupon: vi.fn<(code: string) => Promise<{ deleted: true }>>(),
  previewCoupon: vi.fn<(body: CouponUpdateBody) => Promise<CouponPreview>>(),
}));
vi.mock('../../../../src/api/coupons.ts', () => api);

const store = await import('../../../../src/stores/coupons/form.ts');
const form = store.couponForm;

const problems = new ApiError(
  400,
  {
    code: ['This code is taken.'],
    discount: ['At most 2 decimals'],
    'course_ids.0': ['This course is not yours.'],
  },
  'x',
);

describe('writing a coupon', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    $toasts.set([]);
    $dirtyForms.set(new Set());
    $i18n.set({ locale: 'zh-TW', messages: {} });
    store.startCouponCreate();
  });

  it('starts blank from now, an amount off every course', () => {
    const draft = form.$values.get();
    expect(draft).toMatchObject({ code: '', type: 'AMOUNT', scope: 'ALL', labels: [] });
    expect(draft.starts_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(form.$dirty.get()).toBe(false);
  });

  it('sends a typed discount as a rate, dates as ISO, limits empty as unlimited', () => {
    store.editCoupon('code', ' SPRING85 ');
    store.editCoupon('title', 'Spring');
    store.editCoupon('type', 'PERCENT');
    store.editCoupon('amount', '50');
    store.editCoupon('discount', '8.5');
    store.editCoupon('starts_at', '2030-01-02T09:30');
    store.editCoupon('total_limit', '100');
    store.addCouponCourse(course(7));
    const body = store.bodyOfDraft(form.$values.get());
    expect(body).toMatchObject({
      code: 'SPRING85',
      title: 'Spring',
      type: 'PERCENT',
      amount: null,
      discount: 0.85,
      min_spend: '0',
      scope: 'ALL',
      // The scope names no courses, so none are sent.
      course_ids: [],
      starts_at: new Date('2030-01-02T09:30').toISOString(),
      ends_at: null,
      total_limit: '100',
      per_member_limit: null,
      disabled: false,
    });
    store.editCoupon('scope', 'BUNDLE');
    store.addCouponCourse(course(8));
    expect(store.updateBodyOfDraft(form.$values.get()).course_ids).toEqual([7, 8]);
    expect(store.updateBodyOfDraft(form.$values.get())).not.toHaveProperty('code');
  });

  it('reads a rate as people write it: 85 and 8.5 → 0.85, 9 → 0.9, 95 → 0.95; text stays text', () => {
    expect(store.rateOfTyped('85')).toBe(0.85);
    expect(store.rateOfTyped('8.5')).toBe(0.85);
    expect(store.rateOfTyped(' 9 ')).toBe(0.9);
    expect(store.rateOfTyped('95')).toBe(0.95);
    expect(store.rateOfTyped('0.85')).toBe(0.85);
    expect(store.rateOfTyped('7.25')).toBe(0.725);
    expect(store.rateOfTyped('')).toBe('');
    expect(store.rateOfTyped('abc')).toBe('abc');
  });

  it('saves "85" as 0.85 (85 折), not refused as over 0.99', async () => {
    store.editCoupon('code', 'P85');
    store.editCoupon('type', 'PERCENT');
    store.editCoupon('discount', '85');
    api.createCoupon.mockResolvedValueOnce(coupon('P85', { type: 'PERCENT', discount: 0.85 }));
    await expect(store.saveCoupon()).resolves.toBe('P85');
    expect(api.createCoupon.mock.calls[0]?.[0]).toMatchObject({ discount: 0.85 });
  });

  it('a rate that is none (0, 100, words) answers at the field, in the user’s language, nothing sent', async () => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
    store.editCoupon('type', 'PERCENT');
    for (const typed of ['100', '0', 'abc']) {
      store.editCoupon('discount', typed);
      await expect(store.saveCoupon()).resolves.toBeNull();
      expect(form.errorOf('discount'), typed).toMatch(/^Type the rate a student pays, 1 to 99/);
      expect(form.$values.get().discount).toBe(typed);
    }
    expect(api.createCoupon).not.toHaveBeenCalled();
    // An amount coupon does not look at a rate left in the hidden field.
    store.editCoupon('type', 'AMOUNT');
    store.editCoupon('amount', '50');
    api.createCoupon.mockResolvedValueOnce(coupon('A50'));
    await expect(store.saveCoupon()).resolves.toBe('A50');
  });

  it('an amount or minimum spend with a fraction answers "whole NT$ amounts" at the field, as typed', async () => {
    $i18n.set({ locale: 'zh-TW', messages: compileMessages(catalogs['zh-TW']) });
    store.editCoupon('amount', '12.5');
    store.editCoupon('min_spend', '99.9');
    await expect(store.saveCoupon()).resolves.toBeNull();
    expect(form.errorOf('amount')).toMatch(/整數的新台幣金額/);
    expect(form.errorOf('min_spend')).toMatch(/整數的新台幣金額/);
    expect(form.$values.get()).toMatchObject({ amount: '12.5', min_spend: '99.9' });
    expect(api.createCoupon).not.toHaveBeenCalled();
    await expect(store.previewCouponDraft()).resolves.toBe(false);
    expect(api.previewCoupon).not.toHaveBeenCalled();
  });

  it('shows a saved rate the way people write it: 0.85 → 85, 0.9 → 9', () => {
    const draft = store.draftOfCoupon(
      coupon('P85', {
        type: 'PERCENT',
        amount: null,
        discount: 0.85,
        status: 'DISABLED',
        ends_at: '2030-02-01T00:00:00.000Z',
        total_limit: 5,
      }),
    );
    expect(draft).toMatchObject({
      discount: '85',
      amount: '',
      disabled: true,
      total_limit: '5',
      per_member_limit: '',
      ends_at: toLocalInput('2030-02-01T00:00:00.000Z'),
    });
  });

  it('labels are added once, case-insensitively, and removed', () => {
    store.addCouponLabel(' VIP ');
    store.addCouponLabel('vip');
    store.addCouponLabel('');
    store.addCouponLabel('新春');
    expect(form.$values.get().labels).toEqual(['VIP', '新春']);
    store.removeCouponLabel('VIP');
    expect(form.$values.get().labels).toEqual(['新春']);
  });

  it('courses are chosen once and removed; changing them clears their message', async () => {
    store.editCoupon('scope', 'COURSES');
    store.addCouponCourse(course(1));
    store.addCouponCourse(course(1));
    store.addCouponCourse(course(2));
    expect(form.$values.get().courses.map((each) => each.id)).toEqual([1, 2]);
    api.createCoupon.mockRejectedValueOnce(problems);
    await expect(store.saveCoupon()).resolves.toBeNull();
    expect(form.$errors.get()['course_ids.0']).toEqual(['This course is not yours.']);
    store.removeCouponCourse(1);
    expect(form.$values.get().courses.map((each) => each.id)).toEqual([2]);
    expect(form.$errors.get()['course_ids.0']).toBeUndefined();
    expect(form.errorOf('code')).toBe('This code is taken.');
  });

  it('a 400 shows at each field with nothing typed lost and no toast', async () => {
    store.editCoupon('code', 'TAKEN');
    store.editCoupon('type', 'PERCENT');
    store.editCoupon('discount', '8.55');
    api.createCoupon.mockRejectedValueOnce(problems);
    await expect(store.saveCoupon()).resolves.toBeNull();
    expect(form.errorOf('code')).toBe('This code is taken.');
    expect(form.errorOf('discount')).toBe('At most 2 decimals');
    expect(form.$values.get()).toMatchObject({ code: 'TAKEN', discount: '8.55' });
    expect(form.$dirty.get()).toBe(true);
    await Promise.resolve();
    expect($toasts.get()).toEqual([]);
    // Typing again clears that field's message only.
    store.editCoupon('discount', '8.5');
    expect(form.errorOf('discount')).toBeUndefined();
    expect(form.errorOf('code')).toBe('This code is taken.');
  });

  it('creating resolves the code and leaves nothing unsaved; editing puts the changes', async () => {
    store.editCoupon('code', 'NEW1');
    api.createCoupon.mockResolvedValueOnce(coupon('NEW1'));
    await expect(store.saveCoupon()).resolves.toBe('NEW1');
    expect(form.$dirty.get()).toBe(false);
    expect($dirtyForms.get().has('coupon')).toBe(false);

    api.fetchCoupon.mockResolvedValueOnce(coupon('NEW1', { title: 'Loaded' }));
    await store.startCouponEdit('NEW1', true);
    expect(form.$values.get().title).toBe('Loaded');
    store.editCoupon('title', 'Changed');
    api.updateCoupon.mockResolvedValueOnce(coupon('NEW1', { title: 'Changed' }));
    await expect(store.saveCoupon('NEW1')).resolves.toBe('NEW1');
    expect(api.updateCoupon).toHaveBeenCalledWith(
      'NEW1',
      expect.objectContaining({ title: 'Changed' }),
    );
    expect(store.couponLoader.dataFor('NEW1')?.title).toBe('Changed');
  });

  it('what is typed while a held coupon reloads is kept', async () => {
    store.couponLoader.set('HELD', coupon('HELD', { title: 'Held' }));
    let answer: (value: Coupon) => void = () => undefined;
    api.fetchCoupon.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const started = store.startCouponEdit('HELD', true);
    expect(form.$values.get().title).toBe('Held');
    store.editCoupon('title', 'Typed meanwhile');
    answer(coupon('HELD', { title: 'Reloaded' }));
    await started;
    expect(form.$values.get().title).toBe('Typed meanwhile');

    api.fetchCoupon.mockResolvedValueOnce(coupon('HELD', { title: 'Reloaded' }));
    await store.startCouponEdit('HELD', true);
    expect(form.$values.get().title).toBe('Reloaded');
  });

  it('the preview asks the server and is forgotten when the draft changes', async () => {
    const preview: CouponPreview = {
      carts: [
        {
          lines: [{ course: course(1), list_price: 1000, pays: 900 }],
          list_total: 1000,
          total: 900,
          refusal: null,
        },
      ],
    };
    api.previewCoupon.mockResolvedValueOnce(preview);
    await expect(store.previewCouponDraft()).resolves.toBe(true);
    expect(store.$couponPreview.get()).toEqual(preview);
    store.editCoupon('amount', '200');
    expect(store.$couponPreview.get()).toBeNull();
    api.previewCoupon.mockRejectedValueOnce(problems);
    await expect(store.previewCouponDraft()).resolves.toBe(false);
    expect(form.errorOf('discount')).toBe('At most 2 decimals');
  });

  it('delete asks first; cancelled deletes nothing, confirmed deletes and says so', async () => {
    const cancelled = store.couponDelete.run('OLD1');
    expect($confirm.get()?.danger).toBe(true);
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(api.deleteCoupon).not.toHaveBeenCalled();

    api.deleteCoupon.mockResolvedValueOnce({ deleted: true });
    const confirmed = store.couponDelete.run('OLD1');
    answerConfirm(true);
    await expect(confirmed).resolves.toBe(true);
    expect(api.deleteCoupon).toHaveBeenCalledWith('OLD1');
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it('a redeemed coupon’s refusal (400) leaves it and adds no toast of its own', async () => {
    api.deleteCoupon.mockRejectedValueOnce(new ApiError(400, {}, 'It was redeemed.'));
    const attempt = store.couponDelete.run('USED1');
    answerConfirm(true);
    await expect(attempt).resolves.toBe(false);
    expect($toasts.get()).toEqual([]);
  });

  it('any other failure to delete says the coupon could not be deleted', async () => {
    api.deleteCoupon.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    const attempt = store.couponDelete.run('OLD1');
    answerConfirm(true);
    await expect(attempt).resolves.toBe(false);
    expect($toasts.get().map((toast) => `${toast.type}: ${toast.message}`)).toEqual([
      'error: coupons.delete.failed',
    ]);
  });
});
