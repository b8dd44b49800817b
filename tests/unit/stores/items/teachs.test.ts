import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Teach, TeachsResponse } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';

const api = vi.hoisted(() => ({
  fetchTeachs: vi.fn<(...args: unknown[]) => Promise<TeachsResponse>>(),
  addTeach: vi.fn<(...args: unknown[]) => Promise<TeachsResponse>>(),
  saveTeachs: vi.fn<(...args: unknown[]) => Promise<TeachsResponse>>(),
  fetchLecturers: vi.fn<(...args: unknown[]) => Promise<unknown>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);
vi.mock('../../../../src/api/item-teachs.ts', () => api);
vi.mock('../../../../src/api/lecturers.ts', () => api);

const { $confirm, answerConfirm } = await import('../../../../src/stores/unsaved.ts');
const { $teachList } = await import('../../../../src/stores/items/teach-list.ts');
const teachs = await import('../../../../src/stores/items/teachs.ts');
const perms = await import('../../../../src/stores/items/teach-permissions.ts');
const search = await import('../../../../src/stores/lecturer-search.ts');

const teach = (
  id: number,
  share: number,
  owner = false,
  permissions: Teach['permissions'] = [],
) => ({
  lecturer: { id, name: `Lecturer ${String(id)}`, email: `l${String(id)}@example.com` },
  owner,
  share,
  permissions,
});

const saved = [teach(2, 40, false, ['infos']), teach(1, 60, true, [])];

describe('lecturers and shares', () => {
  beforeEach(async () => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchTeachs.mockResolvedValue({ data: saved });
    await teachs.startShares('courses', 7);
  });

  it('loads the owner first and totals the shares live', () => {
    expect($teachList.get().status).toBe('ready');
    expect(teachs.sharesForm.$values.get().rows.map((row) => row.lecturer_id)).toEqual([1, 2]);
    expect(teachs.$sharesTotal.get()).toEqual({ total: 100, difference: 0 });
    teachs.changeShare(2, '30');
    expect(teachs.$sharesTotal.get()).toEqual({ total: 90, difference: -10 });
    teachs.changeShare(2, '50');
    expect(teachs.$sharesTotal.get()).toEqual({ total: 110, difference: 10 });
    teachs.changeShare(2, 'x');
    expect(teachs.$sharesTotal.get()).toEqual({ total: null, difference: null });
  });

  it('saves every lecturer with share and permissions, and keeps the input on a 400', async () => {
    teachs.changeShare(2, '30');
    api.saveTeachs.mockRejectedValueOnce(
      new ApiError(400, { teachs: ['The shares must add up to 100.'] }, 'x'),
    );
    await expect(teachs.saveShares('courses', 7)).resolves.toBe(false);
    expect(api.saveTeachs).toHaveBeenCalledWith('courses', 7, {
      teachs: [
        { lecturer_id: 1, share: '60', permissions: [] },
        { lecturer_id: 2, share: '30', permissions: ['infos'] },
      ],
    });
    expect(teachs.sharesForm.errorOf('teachs')).toBe('The shares must add up to 100.');
    expect(teachs.sharesForm.$values.get().rows[1]?.share).toBe('30');

    teachs.changeShare(1, '70');
    api.saveTeachs.mockResolvedValueOnce({
      data: [teach(1, 70, true), teach(2, 30, false, ['infos'])],
    });
    await expect(teachs.saveShares('courses', 7)).resolves.toBe(true);
    expect(teachs.sharesForm.$dirty.get()).toBe(false);
    expect($teachList.get().teachs.map((t) => t.share)).toEqual([70, 30]);
  });

  it('adds a co-lecturer without losing the shares typed so far', async () => {
    teachs.changeShare(1, '55');
    api.addTeach.mockResolvedValue({ data: [...saved, teach(9, 0)] });
    await expect(teachs.addCoLecturer('courses', 7, 9)).resolves.toBe(true);
    expect(api.addTeach).toHaveBeenCalledWith('courses', 7, 9);
    const rows = teachs.sharesForm.$values.get().rows;
    expect(rows.map((row) => [row.lecturer_id, row.share])).toEqual([
      [1, '55'],
      [2, '40'],
      [9, '0'],
    ]);
    expect(teachs.sharesForm.$dirty.get()).toBe(true);
    await expect(teachs.addCoLecturer('courses', 7, 9)).resolves.toBe(false);
    expect(api.addTeach).toHaveBeenCalledTimes(1);
  });

  it('adds one co-lecturer at a time; a failure is one toast and keeps the rows', async () => {
    const { $toasts } = await import('../../../../src/stores/toasts.ts');
    $toasts.set([]);
    api.addTeach.mockRejectedValueOnce(new ApiError(500, {}, 'boom'));
    const adding = teachs.addCoLecturer('courses', 7, 9);
    expect(teachs.$addingCoLecturer.get()).toBe(true);
    await expect(teachs.addCoLecturer('courses', 7, 8)).resolves.toBe(false);
    await expect(adding).resolves.toBe(false);
    expect(api.addTeach).toHaveBeenCalledTimes(1);
    expect(teachs.sharesForm.$values.get().rows.map((row) => row.lecturer_id)).toEqual([1, 2]);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error']);
  });

  it('removes a co-lecturer after a confirmation, never the owner', async () => {
    await expect(teachs.removeCoLecturer(1)).resolves.toBe(false);
    expect($confirm.get()).toBeNull();
    const cancelled = teachs.removeCoLecturer(2);
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(teachs.sharesForm.$values.get().rows).toHaveLength(2);
    const removed = teachs.removeCoLecturer(2);
    answerConfirm(true);
    await expect(removed).resolves.toBe(true);
    expect(teachs.sharesForm.$values.get().rows.map((row) => row.lecturer_id)).toEqual([1]);
  });

  it('edits co-lecturers’ permissions and saves them with the saved shares', async () => {
    await perms.startPermissions('courses', 7);
    const rows = perms.permissionsForm.$values.get().rows;
    expect(rows[0]).toMatchObject({
      owner: true,
      permissions: ['infos', 'prices', 'chapters', 'messages', 'settings', 'interactions'],
    });
    perms.togglePermission(1, 'prices', false);
    expect(perms.permissionsForm.$values.get().rows[0]?.permissions).toHaveLength(6);
    perms.togglePermission(2, 'settings', true);
    perms.togglePermission(2, 'prices', true);
    expect(perms.permissionsForm.$values.get().rows[1]?.permissions).toEqual([
      'infos',
      'prices',
      'settings',
    ]);
    api.saveTeachs.mockResolvedValue({
      data: [teach(1, 60, true), teach(2, 40, false, ['infos', 'prices', 'settings'])],
    });
    await expect(perms.savePermissions('courses', 7)).resolves.toBe(true);
    expect(api.saveTeachs).toHaveBeenCalledWith('courses', 7, {
      teachs: [
        {
          lecturer_id: 1,
          share: 60,
          permissions: ['infos', 'prices', 'chapters', 'messages', 'settings', 'interactions'],
        },
        { lecturer_id: 2, share: 40, permissions: ['infos', 'prices', 'settings'] },
      ],
    });
    expect(perms.permissionsForm.$dirty.get()).toBe(false);
  });

  it('keeps only the latest lecturer search', async () => {
    let first: (value: unknown) => void = () => {};
    api.fetchLecturers.mockImplementationOnce(() => new Promise((resolve) => (first = resolve)));
    api.fetchLecturers.mockResolvedValueOnce({ data: [{ id: 9, name: 'Ada', email: 'a@x' }] });
    const older = search.searchLecturers('a');
    await search.searchLecturers(' ada ');
    first({ data: [{ id: 3, name: 'Old', email: 'o@x' }] });
    await older;
    expect(api.fetchLecturers).toHaveBeenLastCalledWith('ada');
    expect(search.$lecturerSearch.get()).toEqual({
      keyword: 'ada',
      status: 'ready',
      results: [{ id: 9, name: 'Ada', email: 'a@x' }],
    });
  });
});
