import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LecturerBody,
  LecturerProfile,
  LecturerStatus,
} from '../../../../server/src/contract/lecturer-profiles.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';
import { profile } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchLecturer: vi.fn<(id: number, signal?: AbortSignal) => Promise<LecturerProfile>>(),
  createLecturer: vi.fn<(body: LecturerBody) => Promise<LecturerProfile>>(),
  updateLecturer: vi.fn<(id: number, body: LecturerBody) => Promise<LecturerProfile>>(),
  setLecturerStatus: vi.fn<(id: number, status: LecturerStatus) => Promise<LecturerProfile>>(),
}));
vi.mock('../../../../src/api/lecturer-profiles.ts', () => api);

const store = await import('../../../../src/stores/lecturers/profile.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

describe('a lecturer profile', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    store.lecturerLoader.reset();
    store.startCreateLecturer();
  });

  it('creates a lecturer and answers the new profile', async () => {
    api.createLecturer.mockResolvedValue(profile(9));
    store.createLecturerForm.set('email', 'new@example.com');
    store.createLecturerForm.set('real_name', '林小美');
    const created = await store.saveNewLecturer();
    expect(created?.id).toBe(9);
    expect(api.createLecturer).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'new@example.com', real_name: '林小美' }),
    );
    expect(store.createLecturerForm.$dirty.get()).toBe(false);
  });

  it('shows the messages at their fields and keeps what was typed', async () => {
    api.createLecturer.mockRejectedValue(
      new ApiError(
        400,
        { real_name: ['Enter the real name.'], description: ["Enter the lecturer's description."] },
        'Bad request',
      ),
    );
    store.createLecturerForm.set('email', 'typed@example.com');
    expect(await store.saveNewLecturer()).toBeNull();
    expect(store.createLecturerForm.errorOf('real_name')).toBe('Enter the real name.');
    expect(store.createLecturerForm.errorOf('description')).toBe(
      "Enter the lecturer's description.",
    );
    expect(store.createLecturerForm.$values.get().email).toBe('typed@example.com');
  });

  it('saves the profile, shows the answer and reloads the audit trail', async () => {
    const before = store.$lecturerAuditVersion.get();
    store.startLecturerProfile(profile(4));
    store.lecturerProfileForm.set('headline', 'New');
    api.updateLecturer.mockResolvedValue(profile(4, { headline: 'New' }));
    expect(await store.saveLecturerProfile(4)).toBe(true);
    expect(store.lecturerLoader.dataFor(4)?.headline).toBe('New');
    expect(store.$lecturerAuditVersion.get()).toBe(before + 1);
  });

  it('asks before changing the status (suspending is dangerous) and keeps the profile shown up to date', async () => {
    $toasts.set([]);
    const lecturer = profile(4);
    const asked = store.changeLecturerStatus(lecturer, 'SUSPENDED');
    expect($confirm.get()).toMatchObject({
      message: expect.stringContaining('Lecturer 4') as string,
      danger: true,
    });
    answerConfirm(false);
    expect(await asked).toBe(false);
    expect(api.setLecturerStatus).not.toHaveBeenCalled();

    api.setLecturerStatus.mockResolvedValue(profile(4, { status: 'SUSPENDED' }));
    const changed = store.changeLecturerStatus(lecturer, 'SUSPENDED');
    expect(store.$statusChanging.get()).toBe(false);
    answerConfirm(true);
    expect(await changed).toBe(true);
    expect(api.setLecturerStatus).toHaveBeenCalledWith(4, 'SUSPENDED');
    expect(store.lecturerLoader.dataFor(4)?.status).toBe('SUSPENDED');

    $toasts.set([]);
    api.setLecturerStatus.mockRejectedValue(new ApiError(404, {}, 'Not found'));
    const failed = store.changeLecturerStatus(lecturer, 'ACTIVE');
    expect($confirm.get()?.danger).toBe(false);
    answerConfirm(true);
    expect(await failed).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'The status could not be changed. Try again.',
    ]);
  });
});
