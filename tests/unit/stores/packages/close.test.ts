import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoursePackage } from '../../../../server/src/contract/discounts.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';

const api = vi.hoisted(() => ({
  fetchPackages: vi.fn(() => Promise.resolve({ data: [], meta: { last_page: 1 } })),
  closePackage: vi.fn<(id: number, reason: string) => Promise<unknown>>(),
}));
vi.mock('../../../../src/api/packages.ts', () => api);

const {
  $packageCloseReason,
  $packageClosing,
  confirmPackageClose,
  editPackageCloseReason,
  openPackageClose,
  packageClose,
  packageIsClosable,
} = await import('../../../../src/stores/packages/close.ts');
const { packageReviewList } = await import('../../../../src/stores/packages/review.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const bundle = {
  id: 5,
  title: 'Go bundle',
  status: 'PUBLISH',
  owner: { id: 2, name: 'Teacher Two' },
} as CoursePackage;
const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);

describe("an administrator closing a lecturer's bundle", () => {
  beforeEach(async () => {
    api.closePackage.mockReset();
    $toasts.set([]);
    await packageReviewList.load({ ...packageReviewList.query.defaults, owner: '2', page: 2 });
    api.fetchPackages.mockClear();
  });

  it('sends the reason, closes the dialog, says so and reloads the page on screen', async () => {
    api.closePackage.mockResolvedValue({ ...bundle, status: 'CLOSED' });
    openPackageClose(bundle);
    editPackageCloseReason('Misleading price');
    expect(await confirmPackageClose()).toBe(true);
    expect(api.closePackage).toHaveBeenCalledWith(5, 'Misleading price');
    expect($packageClosing.get()).toBeNull();
    expect(toasts()).toEqual(['success: The bundle “Go bundle” is closed.']);
    expect(api.fetchPackages).toHaveBeenLastCalledWith(
      { page: 2, owner: 2 },
      expect.any(AbortSignal),
    );
  });

  it("shows the server's refusal at the reason and keeps the dialog and what was typed", async () => {
    api.closePackage.mockRejectedValue(
      new ApiError(400, { reason: ['This field is required.'] }, 'This field is required.'),
    );
    openPackageClose(bundle);
    editPackageCloseReason('  ');
    expect(await confirmPackageClose()).toBe(false);
    expect(packageClose.$error.get()).toBe('This field is required.');
    expect($packageClosing.get()).toBe(bundle);
    expect($packageCloseReason.get()).toBe('  ');
    expect(toasts()).toEqual([]);
    expect(api.fetchPackages).not.toHaveBeenCalled();
  });

  it('opens with an empty reason and no earlier refusal', async () => {
    api.closePackage.mockRejectedValue(new ApiError(400, { reason: ['Required'] }, 'Required'));
    openPackageClose(bundle);
    await confirmPackageClose();
    editPackageCloseReason('typed');
    openPackageClose({ ...bundle, id: 6 });
    expect($packageCloseReason.get()).toBe('');
    expect(packageClose.$error.get()).toBeNull();
  });

  it('any other failure is one toast of its own, the dialog stays', async () => {
    api.closePackage.mockRejectedValue(new ApiError(500, {}, 'boom'));
    openPackageClose(bundle);
    editPackageCloseReason('why');
    expect(await confirmPackageClose()).toBe(false);
    expect(toasts()).toEqual(['error: The bundle could not be closed. Try again.']);
    expect($packageClosing.get()).toBe(bundle);
  });

  it('offers closing only a bundle not closed yet', () => {
    expect(packageIsClosable(bundle)).toBe(true);
    expect(packageIsClosable({ ...bundle, status: 'DRAFT' })).toBe(true);
    expect(packageIsClosable({ ...bundle, status: 'CLOSED' })).toBe(false);
  });
});
