/**
 * One member group's name and description: loaded for the edit mode, blank for a new group,
 * saved with the server's messages at their fields (nothing typed lost), deleted after a
 * confirmation (a group a coupon is limited to is refused with the server's message).
 */
import { atom } from 'nanostores';
import type { MemberGroup } from '../../../server/src/contract/member-groups.ts';
import type { AuditLoad } from '../../api/audit.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import {
  createMemberGroup,
  deleteMemberGroup,
  fetchGroupAudit,
  fetchMemberGroup,
  updateMemberGroup,
} from '../../api/member-groups.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';

/** What the form edits; keys follow the API's fields so its messages land at them. */
export interface GroupDraft {
  readonly name: string;
  readonly description: string;
}

/** A new group: nothing typed. */
export const blankGroup: GroupDraft = { name: '', description: '' };

/** The group's form (one per screen). */
export const groupForm = createForm<GroupDraft>('member-group', blankGroup);

/** The group shown, by id. */
export const groupLoader = createLoader<number, MemberGroup>((id, signal) =>
  fetchMemberGroup(id, signal),
);

/** Bumped after each change of the group, so its audit trail reloads. */
export const $groupVersion = atom(0);

/** The draft of a stored group. */
function draftOf(group: MemberGroup): GroupDraft {
  return { name: group.name, description: group.description };
}

/** Starts a new group from blank. */
export function startGroupCreate(): void {
  groupForm.reset(blankGroup);
}

/** Loads a group and puts it in the form (unless it is being edited already). */
export async function startGroupEdit(id: number): Promise<void> {
  const same = groupLoader.$state.get().key === id;
  await groupLoader.load(id);
  const group = groupLoader.dataFor(id);
  if (group && !(same && groupForm.$dirty.get())) groupForm.reset(draftOf(group));
}

/** Changes the name or the description. */
export function editGroup<K extends keyof GroupDraft>(key: K, value: GroupDraft[K]): void {
  groupForm.set(key, value);
}

/** Saves the draft: creates a group (no id) or changes the one named. Resolves its id, or null. */
export async function saveGroup(id?: number): Promise<number | null> {
  let saved: number | null = null;
  await groupForm.submit(async (draft) => {
    const group =
      id === undefined ? await createMemberGroup(draft) : await updateMemberGroup(id, draft);
    saved = group.id;
    groupLoader.set(group.id, group);
    $groupVersion.set($groupVersion.get() + 1);
    return draftOf(group);
  });
  return saved;
}

/**
 * Deletes a group after a confirmation; the server's refusal (a coupon is limited to it) shows
 * as its message. Resolves whether it was deleted.
 */
export async function removeGroup(group: MemberGroup): Promise<boolean> {
  const t = $t.get();
  const confirmed = await askConfirm({
    title: t('memberGroups.delete.title'),
    message: t('memberGroups.delete.message', { name: group.name }),
    confirmLabel: t('memberGroups.delete.confirm'),
    cancelLabel: t('memberGroups.cancel'),
    danger: true,
  });
  if (!confirmed) return false;
  try {
    await deleteMemberGroup(group.id);
    groupLoader.reset();
    groupForm.reset(blankGroup);
    showToast('success', t('memberGroups.delete.done', { name: group.name }));
    return true;
  } catch (error) {
    if (!(error instanceof CancelledError) && !(error instanceof ApiError && error.status < 500))
      showToast('error', t('memberGroups.delete.failed'));
    return false;
  }
}

/** The loader of a group's audit trail (for AuditTrail). */
export function groupAuditLoad(id: number): AuditLoad {
  return (page, signal) => fetchGroupAudit(id, page, signal);
}
