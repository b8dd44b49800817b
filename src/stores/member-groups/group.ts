/**
 * One member group's name and description: loaded for the edit mode, blank for a new group,
 * saved with the server's messages at their fields (nothing typed lost), deleted after a
 * confirmation (a group a coupon is limited to is refused with the server's message).
 */
import { atom } from 'nanostores';
import type { MemberGroup } from '../../../server/src/contract/member-groups.ts';
import type { AuditLoad } from '../../api/audit.ts';
import {
  createMemberGroup,
  deleteMemberGroup,
  fetchGroupAudit,
  fetchMemberGroup,
  updateMemberGroup,
} from '../../api/member-groups.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { createLoader } from '../loader.ts';

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

/** Deleting a group, after a confirmation; the server's refusal (a coupon is limited to it) is its toast. */
const deletion = createAction(
  async (group: MemberGroup) => {
    await deleteMemberGroup(group.id);
    groupLoader.reset();
    groupForm.reset(blankGroup);
  },
  {
    confirm: (t, group) => ({
      title: t('memberGroups.delete.title'),
      message: t('memberGroups.delete.message', { name: group.name }),
      confirmLabel: t('memberGroups.delete.confirm'),
      cancelLabel: t('memberGroups.cancel'),
      danger: true,
    }),
    done: (t, _result, group) => t('memberGroups.delete.done', { name: group.name }),
    failed: (t) => t('memberGroups.delete.failed'),
  },
);

/** Deletes a group after a confirmation. Resolves whether it was deleted. */
export function removeGroup(group: MemberGroup): Promise<boolean> {
  return deletion.run(group);
}

/** The loader of a group's audit trail (for AuditTrail). */
export function groupAuditLoad(id: number): AuditLoad {
  return (page, signal) => fetchGroupAudit(id, page, signal);
}
