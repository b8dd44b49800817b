import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AddGroupMembersBody,
  AddGroupMembersResult,
  MemberGroup,
} from '../../../../server/src/contract/member-groups.ts';
import { ApiError } from '../../../../src/api/client.ts';
import type { GroupCandidateList, GroupMemberList } from '../../../../src/api/member-groups.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  fetchMemberGroup: vi.fn<(id: number) => Promise<MemberGroup>>(),
  fetchGroupMembers: vi.fn<(id: number) => Promise<GroupMemberList>>(),
  fetchGroupCandidates: vi.fn<(id: number) => Promise<GroupCandidateList>>(),
  addGroupMembers:
    vi.fn<(id: number, body: AddGroupMembersBody) => Promise<AddGroupMembersResult>>(),
  removeGroupMember: vi.fn<(id: number, memberId: number) => Promise<{ deleted: true }>>(),
  createMemberGroup: vi.fn(),
  updateMemberGroup: vi.fn(),
  deleteMemberGroup: vi.fn(),
  fetchGroupAudit: vi.fn(),
}));
vi.mock('../../../../src/api/member-groups.ts', () => api);

const store = await import('../../../../src/stores/member-groups/members.ts');
const group = await import('../../../../src/stores/member-groups/group.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const meta = { current_page: 1, last_page: 1, per_page: 20, total: 0 };
const vip: MemberGroup = {
  id: 4,
  name: 'VIP',
  description: '',
  members_count: 1,
  coupons_count: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};
const amy = { id: 9, name: 'Amy', email: 'amy@example.com' };
/** The route parameters of the group's members mode. */
const shownGroup = { group_id: '4', mode: 'members' };

/** Waits until the confirm dialog opens, then answers it. */
async function answer(value: boolean): Promise<void> {
  await vi.waitFor(() => {
    expect($confirm.get()).not.toBeNull();
  });
  answerConfirm(value);
}

describe('adding members to a group', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchMemberGroup.mockResolvedValue(vip);
    api.fetchGroupMembers.mockResolvedValue({ data: [], meta });
    api.fetchGroupCandidates.mockResolvedValue({ data: [], meta });
    $toasts.set([]);
    store.closePaste();
  });

  it('sends the pasted text and shows what happened to each e-mail', async () => {
    await store.groupMembersList.load({ keyword: 'a', page: 2 }, shownGroup);
    api.fetchGroupMembers.mockClear();
    api.addGroupMembers.mockResolvedValue({
      added: [amy],
      already: [],
      unknown: ['nobody@example.invalid'],
      members_count: 2,
    });
    store.openPaste();
    store.editPasted('amy@example.com\nnobody@example.invalid');
    expect(await store.addPastedMembers(4)).toBe(true);
    expect(api.addGroupMembers).toHaveBeenCalledWith(4, {
      emails: 'amy@example.com\nnobody@example.invalid',
    });
    expect(store.$pasteOutcome.get()?.unknown).toEqual(['nobody@example.invalid']);
    expect(store.$pasteOpen.get()).toBe(true);
    expect(store.pasteForm.$values.get().emails).toBe('');
    // The members shown come again from their first page, with their keyword.
    expect(api.fetchGroupMembers).toHaveBeenCalledWith(
      4,
      { page: 1, keyword: 'a' },
      expect.any(AbortSignal),
    );
    expect($toasts.get().map((toast) => toast.message)).toEqual(['1 member added.']);
  });

  it("shows 'no member chosen' at the field and keeps what was typed", async () => {
    api.addGroupMembers.mockRejectedValue(
      new ApiError(400, { emails: ['No member chosen.'] }, 'No member chosen.'),
    );
    store.openPaste();
    store.editPasted(' , ');
    expect(await store.addPastedMembers(4)).toBe(false);
    expect(store.pasteForm.errorOf('emails')).toBe('No member chosen.');
    expect(store.pasteForm.$values.get().emails).toBe(' , ');
    expect(store.$pasteOutcome.get()).toBeNull();
  });

  it('adds the members chosen in the picker by id, then clears the choice', async () => {
    api.addGroupMembers.mockResolvedValue({
      added: [amy],
      already: [],
      unknown: [],
      members_count: 2,
    });
    store.toggleCandidate({ ...amy, real_name: '', in_group: false }, true);
    expect(await store.addChosenMembers(4)).toBe(true);
    expect(api.addGroupMembers).toHaveBeenCalledWith(4, { member_ids: [9] });
    expect(store.pickerForm.$values.get().member_ids).toEqual([]);
  });

  it('removes a member only once confirmed, then reloads the page shown', async () => {
    api.removeGroupMember.mockResolvedValue({ deleted: true });
    await store.groupMembersList.load({ keyword: '', page: 2 }, shownGroup);
    const declined = store.removeMember(4, amy);
    await answer(false);
    expect(await declined).toBe(false);
    expect(api.removeGroupMember).not.toHaveBeenCalled();
    const before = group.$groupVersion.get();
    api.fetchGroupMembers.mockClear();
    const confirmed = store.removeMember(4, amy);
    await answer(true);
    expect(await confirmed).toBe(true);
    expect(api.removeGroupMember).toHaveBeenCalledWith(4, 9);
    expect(group.$groupVersion.get()).toBe(before + 1);
    expect(api.fetchGroupMembers).toHaveBeenCalledWith(4, { page: 2 }, expect.any(AbortSignal));
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'Amy was removed from the group.',
    ]);
  });

  it("says once that a member could not be removed, and leaves a refusal to the client's toast", async () => {
    api.removeGroupMember.mockRejectedValueOnce(new ApiError(500, {}, 'down'));
    const failed = store.removeMember(4, amy);
    await answer(true);
    expect(await failed).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'The member could not be removed. Try again.',
    ]);
    $toasts.set([]);
    api.removeGroupMember.mockRejectedValueOnce(new ApiError(400, {}, 'Not in the group'));
    const refused = store.removeMember(4, amy);
    await answer(true);
    expect(await refused).toBe(false);
    expect($toasts.get()).toEqual([]);
  });
});

describe('a group’s name and description', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    $toasts.set([]);
  });

  it('shows the server’s message at the name and keeps what was typed', async () => {
    api.createMemberGroup.mockRejectedValue(
      new ApiError(400, { name: ['Enter a name for the group.'] }, 'Enter a name for the group.'),
    );
    group.startGroupCreate();
    group.editGroup('description', 'About');
    expect(await group.saveGroup()).toBeNull();
    expect(group.groupForm.errorOf('name')).toBe('Enter a name for the group.');
    expect(group.groupForm.$values.get().description).toBe('About');
  });

  it('deletes a group once confirmed and says so', async () => {
    api.deleteMemberGroup.mockResolvedValue({ deleted: true });
    const declined = group.removeGroup(vip);
    await answer(false);
    expect(await declined).toBe(false);
    expect(api.deleteMemberGroup).not.toHaveBeenCalled();
    const confirmed = group.removeGroup(vip);
    expect($confirm.get()?.message).toContain('VIP');
    await answer(true);
    expect(await confirmed).toBe(true);
    expect(api.deleteMemberGroup).toHaveBeenCalledWith(4);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['“VIP” was deleted.']);
  });

  it("leaves a refusal (a coupon is limited to the group) to the server's message", async () => {
    api.deleteMemberGroup.mockRejectedValue(new ApiError(400, {}, 'A coupon uses it'));
    const refused = group.removeGroup(vip);
    await answer(true);
    expect(await refused).toBe(false);
    expect($toasts.get()).toEqual([]);
  });

  it('creates a group and answers its id', async () => {
    api.createMemberGroup.mockResolvedValue(vip);
    group.startGroupCreate();
    group.editGroup('name', 'VIP');
    expect(await group.saveGroup()).toBe(4);
    expect(api.createMemberGroup).toHaveBeenCalledWith({ name: 'VIP', description: '' });
  });
});
