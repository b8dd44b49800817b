/** Fixtures of the member tests: members created through the API, with e-mails of their own. */
import { randomBytes } from 'node:crypto';
import type { Member } from '../../contract/members.ts';
import type { TestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';

/** A fresh e-mail address no other test uses. */
export function freshEmail(prefix = 'member'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

/** Creates a member as staff (who holds `v2_member.*`); answers them. */
export async function newMember(api: TestApi, name = '測試會員'): Promise<Member> {
  const response = await sendAs(api, 'POST', '/lecturers/v2/members', 'staff', {
    body: { email: freshEmail(), name, real_name: `${name} 本名`, phone: '0912-345-678' },
  });
  if (response.status !== 201)
    throw new Error(`member not created: ${JSON.stringify(response.body)}`);
  return response.body as Member;
}

/** Adjusts a member's wallet as staff; answers the response. */
export function adjust(api: TestApi, memberId: number, amount: number, reason = 'Test') {
  return sendAs(
    api,
    'POST',
    `/lecturers/v2/members/${String(memberId)}/wallet/adjustments`,
    'staff',
    {
      body: { amount, reason },
    },
  );
}
