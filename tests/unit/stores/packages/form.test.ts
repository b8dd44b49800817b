import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackageBody } from '../../../../server/src/contract/discounts.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $dirtyForms } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  fetchPackages: vi.fn(() => Promise.resolve({ data: [], meta: {} })),
  createPackage: vi.fn<(body: PackageBody) => Promise<unknown>>(),
  updatePackage: vi.fn(),
  deletePackage: vi.fn(),
}));
vi.mock('../../../../src/api/packages.ts', () => api);
vi.mock('../../../../src/api/discounts.ts', () => ({
  fetchDiscountTargets: vi.fn(() => Promise.resolve({ data: [], meta: {} })),
}));

const form = await import('../../../../src/stores/packages/form.ts');

const go = { id: 1, title: 'Go', kind: 'courses' as const, price: 1000 };
const rust = { id: 2, title: 'Rust', kind: 'courses' as const, price: 2000 };

describe('the package dialog', () => {
  beforeEach(() => {
    api.createPackage.mockReset();
    $toasts.set([]);
    $dirtyForms.set(new Set());
    form.closePackageDialog();
  });

  it('adds and removes courses, adds up their list price and sends their ids', async () => {
    form.openPackageCreate();
    form.editPackageDraft('title', 'Both');
    form.togglePackageCourse(go, true);
    form.togglePackageCourse(rust, true);
    form.togglePackageCourse(go, false);
    form.togglePackageCourse(go, true);
    expect(form.listPriceOf(form.packageForm.$values.get())).toBe(3000);
    form.editPackageDraft('price', '2400');
    form.editPackageDraft('status', 'PUBLISH');
    api.createPackage.mockResolvedValue({});
    expect(await form.savePackage()).toBe(true);
    expect(api.createPackage).toHaveBeenCalledWith({
      title: 'Both',
      price: 2400,
      course_ids: [2, 1],
      status: 'PUBLISH',
    });
    expect(form.$packageDialog.get()).toBeNull();
  });

  it('keeps what was typed when the server refuses, with the message at its field', async () => {
    form.openPackageCreate();
    form.editPackageDraft('title', 'One');
    form.togglePackageCourse(go, true);
    form.editPackageDraft('price', 'abc');
    expect(form.bodyOfPackageDraft(form.packageForm.$values.get()).price).toBe('abc');
    api.createPackage.mockRejectedValue(
      new ApiError(400, { course_ids: ['Choose at least 2.'] }, 'x'),
    );
    expect(await form.savePackage()).toBe(false);
    expect(form.packageForm.errorOf('course_ids')).toBe('Choose at least 2.');
    expect(form.packageForm.$values.get().title).toBe('One');
    expect(form.$packageDialog.get()).toEqual({ mode: 'create' });
  });

  it('a price with a fraction answers "whole NT$ amounts" at the field, as typed, nothing sent', async () => {
    const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
    const { compileMessages } = await import('../../../../src/i18n/compile.ts');
    const { $i18n } = await import('../../../../src/stores/i18n.ts');
    $i18n.set({ locale: 'zh-CN', messages: compileMessages(catalogs['zh-CN']) });
    form.openPackageCreate();
    form.editPackageDraft('title', 'One');
    form.editPackageDraft('price', '12.5');
    api.createPackage.mockClear();
    expect(await form.savePackage()).toBe(false);
    expect(form.packageForm.errorOf('price')).toMatch(/^请输入整数的新台币金额/);
    expect(form.packageForm.$values.get().price).toBe('12.5');
    expect(api.createPackage).not.toHaveBeenCalled();
    $i18n.set({ locale: 'zh-TW', messages: {} });
  });
});
