import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoursePackage } from '../../../../server/src/contract/discounts.ts';
import {
  $uploads,
  enqueueUpload,
  failUpload,
  finishUpload,
  reportProgress,
  startQueued,
  uploadById,
} from '../../../../src/stores/uploads.ts';

const api = vi.hoisted(() => ({
  fetchPackages: vi.fn(() => Promise.resolve({ data: [], meta: {} })),
  createPackage: vi.fn(() => Promise.resolve({})),
  updatePackage: vi.fn(() => Promise.resolve({})),
  deletePackage: vi.fn(),
}));
vi.mock('../../../../src/api/packages.ts', () => api);
vi.mock('../../../../src/api/discounts.ts', () => ({
  fetchDiscountTargets: vi.fn(() => Promise.resolve({ data: [], meta: {} })),
}));
// The upload engine: a file is queued in the real store; the test moves it along.
const engine = vi.hoisted(() => ({
  uploadSmallFile: vi.fn<(file: File, purpose: string, target: null) => string>(),
  uploadEngine: { cancel: vi.fn(() => Promise.resolve()) },
}));
vi.mock('../../../../src/lib/uploads/index.ts', () => engine);

const form = await import('../../../../src/stores/packages/form.ts');
const { $packageCover } = await import('../../../../src/stores/packages/cover.ts');

const png = () => new File([new Uint8Array(100)], 'cover.png', { type: 'image/png' });
const bundle: CoursePackage = {
  id: 7,
  title: 'Both',
  price: 2400,
  list_price: 3000,
  status: 'PUBLISH',
  cover_url: 'https://files.example/v2/files/old',
  courses: [
    { id: 1, title: 'Go', kind: 'courses', price: 1000 },
    { id: 2, title: 'Rust', kind: 'courses', price: 2000 },
  ],
  owner: { id: 3, name: 'Teacher' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The upload the dialog started. */
function started(): string {
  const id = $packageCover.get().chosen?.uploadId;
  if (id === undefined) throw new Error('no cover upload');
  return id;
}

describe('the package dialog’s cover', () => {
  beforeEach(() => {
    $uploads.set([]);
    api.createPackage.mockClear();
    api.updatePackage.mockClear();
    engine.uploadEngine.cancel.mockClear();
    engine.uploadSmallFile.mockReset();
    engine.uploadSmallFile.mockImplementation((file) =>
      enqueueUpload({ file: { name: file.name, size: file.size }, url: '/v2/files' }),
    );
    form.closePackageDialog();
  });

  it('uploads a chosen image as a cover of no target and sends the finished upload’s id', async () => {
    form.openPackageCreate();
    form.editPackageDraft('title', 'Both');
    form.togglePackageCourse({ id: 1, title: 'Go', price: 1000 }, true);
    form.togglePackageCourse({ id: 2, title: 'Rust', price: 2000 }, true);
    form.editPackageDraft('price', '2400');
    const file = png();
    form.choosePackageCover(file);
    expect(engine.uploadSmallFile).toHaveBeenCalledWith(file, 'cover', null);
    const id = started();
    const preview = $packageCover.get().chosen?.preview ?? '';
    expect(preview).toMatch(/^blob:/);
    expect(form.coverPreviewOf($packageCover.get(), form.packageForm.$values.get())).toBe(preview);
    startQueued();
    reportProgress(id, 50);
    expect($packageCover.get().chosen?.status).toBe('UPLOADING');
    finishUpload(id, 'file-123');
    expect(form.packageForm.$values.get().cover_upload_id).toBe('file-123');
    expect(await form.savePackage()).toBe(true);
    expect(api.createPackage).toHaveBeenCalledWith(
      expect.objectContaining({ cover_upload_id: 'file-123' }),
    );
    // Closed: the preview is dropped, the finished upload is not cancelled.
    expect($packageCover.get().chosen).toBeNull();
    expect(engine.uploadEngine.cancel).not.toHaveBeenCalled();
  });

  it('sends no cover when an edited package’s cover is left alone', async () => {
    form.openPackageEdit(bundle);
    expect(form.coverPreviewOf($packageCover.get(), form.packageForm.$values.get())).toBe(
      bundle.cover_url,
    );
    form.editPackageDraft('title', 'Both, renamed');
    expect(await form.savePackage()).toBe(true);
    const body = api.updatePackage.mock.calls[0] as unknown as [number, object];
    expect(body[0]).toBe(7);
    expect(body[1]).not.toHaveProperty('cover_upload_id');
  });

  it('sends an empty cover when it is removed, dropping a file still uploading', async () => {
    form.openPackageEdit(bundle);
    form.choosePackageCover(png());
    const id = started();
    form.removePackageCover();
    expect(engine.uploadEngine.cancel).toHaveBeenCalledWith(id);
    expect(form.coverPreviewOf($packageCover.get(), form.packageForm.$values.get())).toBeNull();
    expect(await form.savePackage()).toBe(true);
    expect(api.updatePackage).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ cover_upload_id: '' }),
    );
  });

  it('refuses to save while the cover is uploading, with a message at the cover', async () => {
    form.openPackageEdit(bundle);
    form.choosePackageCover(png());
    const id = started();
    startQueued();
    expect(await form.savePackage()).toBe(false);
    expect(api.updatePackage).not.toHaveBeenCalled();
    expect(form.packageForm.errorOf('cover_upload_id')).toBeTruthy();
    finishUpload(id, 'file-9');
    expect(uploadById(id)?.status).toBe('FINISHED');
    expect(await form.savePackage()).toBe(true);
    expect(api.updatePackage).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ cover_upload_id: 'file-9' }),
    );
  });

  it('shows a failed upload’s reason and keeps the saved cover (nothing sent)', async () => {
    form.openPackageEdit(bundle);
    form.choosePackageCover(png());
    const id = started();
    startQueued();
    failUpload(id, 'The file is too large.');
    expect($packageCover.get().chosen).toMatchObject({
      status: 'FAILED',
      error: 'The file is too large.',
    });
    expect(form.coverPreviewOf($packageCover.get(), form.packageForm.$values.get())).toBe(
      bundle.cover_url,
    );
    expect(await form.savePackage()).toBe(true);
    const body = api.updatePackage.mock.calls[0] as unknown as [number, object];
    expect(body[1]).not.toHaveProperty('cover_upload_id');
  });
});
