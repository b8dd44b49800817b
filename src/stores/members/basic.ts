/**
 * The member's basic form (name, real name, phone, status) and their notification settings
 * form. The seed's 'realName empty' is checked before sending, in the server's words; the
 * server's messages show at the same fields.
 */
import type { Member, MemberStatus } from '../../../server/src/contract/members.ts';
import { updateMember, updateMemberSettings } from '../../api/members.ts';
import { createForm, type FieldErrors } from '../form.ts';
import { $t } from '../i18n.ts';
import { showMember } from './member.ts';

/** What the basic form changes. */
export interface BasicValues {
  readonly name: string;
  readonly real_name: string;
  readonly phone: string;
  readonly status: MemberStatus;
}

/** What the settings form changes (the seed's notification keys). */
export interface SettingsValues {
  readonly receivePlatformLatestEvents: boolean;
  readonly receiveCoursePromotion: boolean;
}

/** The basic form. */
export const basicForm = createForm<BasicValues>('member-basic', {
  name: '',
  real_name: '',
  phone: '',
  status: 'ACTIVE',
});

/** The notification settings form. */
export const settingsForm = createForm<SettingsValues>('member-settings', {
  receivePlatformLatestEvents: true,
  receiveCoursePromotion: true,
});

const basicOf = (member: Member): BasicValues => ({
  name: member.name,
  real_name: member.real_name,
  phone: member.phone,
  status: member.status,
});

let basicOfId: number | null = null;
let settingsOfId: number | null = null;

/** Fills the basic form with a member (unless it holds that member already). */
export function startBasic(member: Member): void {
  if (basicOfId === member.id) return;
  basicOfId = member.id;
  basicForm.reset(basicOf(member));
}

/** Fills the settings form with a member's settings (unless it holds that member already). */
export function startSettings(member: Member): void {
  if (settingsOfId === member.id) return;
  settingsOfId = member.id;
  settingsForm.reset(member.settings);
}

/** What is wrong with a member's name and real name, in the server's words (empty when nothing). */
export function basicProblems(values: { name: string; real_name: string }): FieldErrors {
  const t = $t.get();
  const problems: Record<string, string[]> = {};
  if (values.name.trim() === '') problems['name'] = [t('members.nameEmpty')];
  if (values.real_name.trim() === '') problems['real_name'] = [t('members.realNameEmpty')];
  return problems;
}

/** Saves the basic form (checked first, nothing sent when wrong). Resolves whether it saved. */
export async function saveBasic(id: number): Promise<boolean> {
  const problems = basicProblems(basicForm.$values.get());
  if (Object.keys(problems).length > 0) {
    basicForm.$errors.set(problems);
    return false;
  }
  return basicForm.submit(async (values) => {
    const member = await updateMember(id, {
      name: values.name.trim(),
      real_name: values.real_name.trim(),
      phone: values.phone.trim(),
      status: values.status,
    });
    showMember(member);
    return basicOf(member);
  });
}

/** Saves the notification settings. Resolves whether it saved. */
export function saveSettings(id: number): Promise<boolean> {
  return settingsForm.submit(async (values) => {
    const member = await updateMemberSettings(id, values);
    showMember(member);
    return member.settings;
  });
}
