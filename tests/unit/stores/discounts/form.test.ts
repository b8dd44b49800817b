import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Discount, DiscountBody } from '../../../../server/src/contract/discounts.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $dirtyForms } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  fetchDiscounts: vi.fn(() => Promise.resolve({ data: [], meta: {} })),
  fetchDiscountTargets: vi.fn(() => Promise.resolve({ data: [], meta: {} })),
  previewDiscount: vi.fn(),
  createDiscount: vi.fn<(body: DiscountBody) => Promise<unknown>>(),
  updateDiscount: vi.fn(),
  deleteDiscount: vi.fn(),
  endDiscount: vi.fn(),
}));
vi.mock('../../../../src/api/discounts.ts', () => api);

const form = await import('../../../../src/stores/discounts/form.ts');
const end = await import('../../../../src/stores/discounts/end.ts');

const course = { id: 7, title: 'Go', kind: 'courses' as const, price: 1000 };

/** A discount as the API answers it. */
function discount(change: Partial<Discount> = {}): Discount {
  return {
    id: 3,
    kind: 'SINGLE',
    title: 'Spring',
    discount: 0.85,
    target: course,
    pays: 850,
    starts_at: '2031-03-01T02:00:00.000Z',
    ends_at: '2031-03-10T02:00:00.000Z',
    status: 'SCHEDULED',
    ended: null,
    owner: { id: 2, name: 'Teacher' },
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...change,
  };
}

describe('the discount dialog', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockClear();
    api.createDiscount.mockReset();
    api.previewDiscount.mockReset();
    $toasts.set([]);
    $dirtyForms.set(new Set());
    $i18n.set({ locale: 'zh-TW', messages: {} });
    form.closeDiscountDialog();
  });

  it('reads the rate as people write it: 85 and 8.5 are 0.85, 95 is 0.95; words go as typed', () => {
    expect(form.rateOfInput('85')).toBe(0.85);
    expect(form.rateOfInput('95')).toBe(0.95);
    expect(form.rateOfInput('8.5')).toBe(0.85);
    expect(form.rateOfInput(' 9 ')).toBe(0.9);
    expect(form.rateOfInput('7.25')).toBe(0.725);
    expect(form.rateOfInput('abc')).toBe('abc');
  });

  it('creates a discount with the target id, the ratio and ISO dates, then closes', async () => {
    form.openDiscountCreate('SINGLE');
    expect(api.fetchDiscountTargets).toHaveBeenCalledWith('SINGLE', '', expect.anything());
    form.editDiscountDraft('title', 'Spring');
    form.chooseDiscountTarget(course);
    form.editDiscountDraft('discount', '8.5');
    form.editDiscountDraft('starts_at', '2031-03-01T10:00');
    form.editDiscountDraft('ends_at', '2031-03-10T10:00');
    api.createDiscount.mockResolvedValue(discount());
    expect(await form.saveDiscount()).toBe(true);
    expect(api.createDiscount).toHaveBeenCalledWith({
      kind: 'SINGLE',
      title: 'Spring',
      discount: 0.85,
      target_id: 7,
      starts_at: new Date('2031-03-01T10:00').toISOString(),
      ends_at: new Date('2031-03-10T10:00').toISOString(),
    });
    expect(form.$discountDialog.get()).toBeNull();
  });

  it('shows an overlap at the start field and keeps everything typed', async () => {
    form.openDiscountCreate('SINGLE');
    form.editDiscountDraft('title', 'Summer');
    form.chooseDiscountTarget(course);
    form.editDiscountDraft('discount', '7');
    api.createDiscount.mockRejectedValue(
      new ApiError(400, { starts_at: ['Overlaps the discount “Spring”.'] }, 'x'),
    );
    expect(await form.saveDiscount()).toBe(false);
    expect(form.discountForm.errorOf('starts_at')).toBe('Overlaps the discount “Spring”.');
    expect(form.discountForm.$values.get().title).toBe('Summer');
    expect(form.$discountDialog.get()).toEqual({ mode: 'create' });
    expect($toasts.get()).toEqual([]);
  });

  it('previews what a student pays only with a target and a usable rate', async () => {
    form.openDiscountCreate('SINGLE');
    form.editDiscountDraft('discount', '8.5');
    await form.refreshDiscountPreview();
    expect(api.previewDiscount).not.toHaveBeenCalled();
    form.chooseDiscountTarget(course);
    api.previewDiscount.mockResolvedValue({ target: course, pays: 850 });
    await form.refreshDiscountPreview();
    expect(api.previewDiscount).toHaveBeenCalledWith({
      kind: 'SINGLE',
      discount: 0.85,
      target_id: 7,
    });
    expect(form.$discountPreview.get()).toEqual({ status: 'ready', pays: 850, price: 1000 });
    form.editDiscountDraft('discount', '85');
    await form.refreshDiscountPreview();
    expect(api.previewDiscount).toHaveBeenLastCalledWith({
      kind: 'SINGLE',
      discount: 0.85,
      target_id: 7,
    });
    form.editDiscountDraft('discount', '120');
    await form.refreshDiscountPreview();
    expect(form.$discountPreview.get()).toEqual({ status: 'invalid' });
  });

  it('a rate that is none answers at the field in the user’s language, nothing sent or lost', async () => {
    $i18n.set({ locale: 'zh-CN', messages: compileMessages(catalogs['zh-CN']) });
    form.openDiscountCreate('SINGLE');
    form.chooseDiscountTarget(course);
    form.editDiscountDraft('discount', '100');
    expect(await form.saveDiscount()).toBe(false);
    expect(form.discountForm.errorOf('discount')).toMatch(/^请输入 1 到 99 的折数/);
    expect(form.discountForm.$values.get().discount).toBe('100');
    expect(api.createDiscount).not.toHaveBeenCalled();
  });

  it('edits only the title, rate and dates, starting from the rate as shown', async () => {
    form.openDiscountEdit(discount());
    expect(form.discountForm.$values.get().discount).toBe('85');
    form.editDiscountDraft('discount', '8');
    api.updateDiscount.mockResolvedValue(discount({ discount: 0.8 }));
    expect(await form.saveDiscount()).toBe(true);
    expect(api.updateDiscount).toHaveBeenCalledWith(3, {
      title: 'Spring',
      discount: 0.8,
      starts_at: '2031-03-01T02:00:00.000Z',
      ends_at: '2031-03-10T02:00:00.000Z',
    });
  });

  it('an administrator ends one only with a reason: a refusal stays in the dialog', async () => {
    end.openEndDiscount(discount());
    api.endDiscount.mockRejectedValueOnce(
      new ApiError(400, { reason: ['Give the reason for ending this discount.'] }, 'x'),
    );
    expect(await end.confirmEndDiscount()).toBe(false);
    expect(end.endDiscountForm.errorOf('reason')).toBe('Give the reason for ending this discount.');
    expect(end.$endingDiscount.get()?.id).toBe(3);
    end.editEndReason('Reworked');
    api.endDiscount.mockResolvedValueOnce(discount({ status: 'ENDED' }));
    expect(await end.confirmEndDiscount()).toBe(true);
    expect(api.endDiscount).toHaveBeenLastCalledWith(3, 'Reworked');
    expect(end.$endingDiscount.get()).toBeNull();
  });
});
