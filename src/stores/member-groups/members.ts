/**
 * A group's members: the page shown (keyword, page), the picker (a search of members by name or
 * e-mail, those chosen, adding them), the "paste e-mails" dialog with its outcome (added, already
 * in, unknown), and removing one after a confirmation. An empty choice is refused by the server
 * ('no member chosen') and its message shows at the field.
 */
import { atom } from 'nanostores';
import type {
  AddGroupMembersResult,
  GroupCandidate,
} from '../../../server/src/contract/member-groups.ts';
import {
  addGroupMembers,
  fetchGroupCandidates,
  fetchGroupMembers,
  removeGroupMember,
  type GroupCandidateList,
} from '../../api/member-groups.ts';
import { defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { createList } from '../list.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { $groupVersion, groupLoader } from './group.ts';

/** The members of the route's group (`group_id`), the latest added first, by keyword. */
export const groupMembersList = createList(
  'member-group-members',
  defineListQuery({ keyword: textFilter() }),
  (filters, signal, params) =>
    fetchGroupMembers(
      Number(params['group_id']),
      { page: filters.page, ...(filters.keyword ? { keyword: filters.keyword } : {}) },
      signal,
    ),
);

/** Loads the first page of a group's members again, if they are shown (keeping the keyword). */
function reloadShownMembers(id: number): Promise<void> {
  const shown = groupMembersList.loader.$state.get().key;
  if (shown?.params['group_id'] !== String(id)) return Promise.resolve();
  return groupMembersList.load({ ...shown.filters, page: 1 }, shown.params);
}

/** The picker's search: members by name or e-mail, for a group. */
export const candidatesLoader = createLoader<{ id: number; keyword: string }, GroupCandidateList>(
  (key, signal) =>
    fetchGroupCandidates(
      key.id,
      { page: 1, ...(key.keyword ? { keyword: key.keyword } : {}) },
      signal,
    ),
  { keep: (previous, next) => previous.id === next.id },
);

/** Searches members for the picker. */
export function searchCandidates(id: number, keyword: string): Promise<void> {
  return candidatesLoader.load({ id, keyword: keyword.trim() });
}

/** The picker's choice (the API's `member_ids`): the members to add. */
export const pickerForm = createForm<{ readonly member_ids: readonly GroupCandidate[] }>(
  'member-group-picker',
  { member_ids: [] },
);

/** Chooses a member in the picker, or takes them out of the choice. */
export function toggleCandidate(candidate: GroupCandidate, chosen: boolean): void {
  const without = pickerForm.$values.get().member_ids.filter((each) => each.id !== candidate.id);
  pickerForm.set('member_ids', chosen ? [...without, candidate] : without);
}

/** After members were added: the group, its members and its trail are loaded again. */
async function afterAdding(id: number, result: AddGroupMembersResult): Promise<void> {
  $groupVersion.set($groupVersion.get() + 1);
  await Promise.all([groupLoader.load(id, true), reloadShownMembers(id), candidatesLoader.retry()]);
  // The outcome says what happened to each; a toast only when someone joined.
  if (result.added.length > 0)
    showToast(
      'success',
      $t.get()('memberGroups.members.addedToast', { count: result.added.length }),
    );
}

/** Adds the chosen members; an empty choice shows 'no member chosen' at the picker. */
export async function addChosenMembers(id: number): Promise<boolean> {
  const answer: { result: AddGroupMembersResult | null } = { result: null };
  const passed = await pickerForm.check(async (values) => {
    answer.result = await addGroupMembers(id, {
      member_ids: values.member_ids.map((each) => each.id),
    });
  });
  if (!passed || answer.result === null) return false;
  pickerForm.reset({ member_ids: [] });
  await afterAdding(id, answer.result);
  return true;
}

/** The paste dialog's text (the API's `emails`). */
export const pasteForm = createForm<{ readonly emails: string }>('member-group-paste', {
  emails: '',
});

/** The paste dialog is open. */
export const $pasteOpen = atom(false);

/** What the last paste did (shown in the dialog), or null before one. */
export const $pasteOutcome = atom<AddGroupMembersResult | null>(null);

/** Opens the paste dialog blank. */
export function openPaste(): void {
  pasteForm.reset({ emails: '' });
  $pasteOutcome.set(null);
  $pasteOpen.set(true);
}

/** Closes the paste dialog; what was typed is forgotten. */
export function closePaste(): void {
  $pasteOpen.set(false);
  pasteForm.reset({ emails: '' });
  $pasteOutcome.set(null);
}

/** Changes the pasted text. */
export function editPasted(text: string): void {
  pasteForm.set('emails', text);
}

/**
 * Adds the members the pasted e-mails name; the outcome (added, already in, unknown) shows in the
 * dialog. An empty paste shows 'no member chosen' at the field; nothing typed is lost.
 */
export async function addPastedMembers(id: number): Promise<boolean> {
  const answer: { result: AddGroupMembersResult | null } = { result: null };
  const passed = await pasteForm.check(async (values) => {
    answer.result = await addGroupMembers(id, { emails: values.emails });
  });
  if (!passed || answer.result === null) return false;
  pasteForm.reset({ emails: '' });
  $pasteOutcome.set(answer.result);
  await afterAdding(id, answer.result);
  return true;
}

/** A member of a group, as the list names them. */
interface Listed {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

/** Removing a member from a group, after a confirmation. */
const removal = createAction((id: number, member: Listed) => removeGroupMember(id, member.id), {
  confirm: (t, _id, member) => ({
    title: t('memberGroups.remove.title'),
    message: t('memberGroups.remove.message', { name: member.name, email: member.email }),
    confirmLabel: t('memberGroups.remove.confirm'),
    cancelLabel: t('memberGroups.cancel'),
    danger: true,
  }),
  done: (t, _result, _id, member) => t('memberGroups.remove.done', { name: member.name }),
  failed: (t) => t('memberGroups.remove.failed'),
});

/** Removes a member from a group after a confirmation, then reloads. Resolves whether it did. */
export async function removeMember(id: number, member: Listed): Promise<boolean> {
  if (!(await removal.run(id, member))) return false;
  $groupVersion.set($groupVersion.get() + 1);
  await Promise.all([
    groupLoader.load(id, true),
    groupMembersList.reload(),
    candidatesLoader.retry(),
  ]);
  return true;
}
