/**
 * Creating a member: e-mail, name, real name and phone; the seed's 'realName empty' and an
 * e-mail's shape are checked before sending, the server's messages (a taken e-mail) show at the
 * fields.
 */
import { createMember } from '../../api/members.ts';
import { createForm, type FieldErrors } from '../form.ts';
import { $t } from '../i18n.ts';
import { basicProblems } from './basic.ts';

/** What the create form holds. */
export interface NewMemberValues {
  readonly email: string;
  readonly name: string;
  readonly real_name: string;
  readonly phone: string;
}

const empty: NewMemberValues = { email: '', name: '', real_name: '', phone: '' };

/** The create form. */
export const newMemberForm = createForm<NewMemberValues>('member-create', empty);

/** An e-mail address's shape: something@domain.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Empties the form (a fresh create screen). */
export function startNewMember(): void {
  newMemberForm.reset(empty);
}

/** What is wrong with a new member, in the server's words (empty when nothing). */
export function newMemberProblems(values: NewMemberValues): FieldErrors {
  const t = $t.get();
  const email = values.email.trim();
  const problems: Record<string, readonly string[]> = { ...basicProblems(values) };
  if (email === '') problems['email'] = [t('members.emailEmpty')];
  else if (!EMAIL_SHAPE.test(email)) problems['email'] = [t('members.emailInvalid')];
  return problems;
}

/** Creates the member; resolves their id, or null when refused (messages at the fields). */
export async function saveNewMember(): Promise<number | null> {
  const problems = newMemberProblems(newMemberForm.$values.get());
  if (Object.keys(problems).length > 0) {
    newMemberForm.$errors.set(problems);
    return null;
  }
  let id: number | null = null;
  const saved = await newMemberForm.submit(async (values) => {
    const member = await createMember({
      email: values.email.trim(),
      name: values.name.trim(),
      real_name: values.real_name.trim(),
      phone: values.phone.trim(),
    });
    id = member.id;
    return values;
  });
  return saved ? id : null;
}
