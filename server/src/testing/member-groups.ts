/** Fixtures of the member group tests: a group created through the API, with its members. */
import { randomBytes } from 'node:crypto';
import type { MemberGroup } from '../contract/member-groups.ts';
import type { TestApi } from './harness.ts';
import { sendAs, type DemoWho } from './item-fixtures.ts';

/** The groups' base path. */
export const GROUPS = '/lecturers/v2/member-groups';

/** Creates a group as an administrator (admin unless told); answers it. */
export async function createGroup(
  api: TestApi,
  values: { name?: string; description?: string } = {},
  who: DemoWho = 'admin',
): Promise<MemberGroup> {
  const response = await sendAs(api, 'POST', GROUPS, who, {
    body: { name: `Fixture group ${randomBytes(3).toString('hex')}`, ...values },
  });
  if (response.status !== 201) throw new Error(`No group: ${JSON.stringify(response.body)}`);
  return response.body as MemberGroup;
}

/** Adds members to a group by pasted e-mails as the administrator. */
export async function addByEmails(api: TestApi, groupId: number, emails: string): Promise<void> {
  const response = await sendAs(api, 'POST', `${GROUPS}/${groupId}/members`, 'admin', {
    body: { emails },
  });
  if (response.status !== 200) throw new Error(`Not added: ${JSON.stringify(response.body)}`);
}
