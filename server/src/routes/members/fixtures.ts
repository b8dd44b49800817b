/** Fixtures of the member tests: members created through the API, with e-mails of their own. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Member } from '../../contract/members.ts';
import { coupons, userPermissions, users } from '../../db/schema.ts';
import type { TestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { createUser } from '../../testing/users.ts';

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

/** A platform coupon written directly (`ends` in the past: ended); answers its id and code. */
export async function platformCoupon(
  api: TestApi,
  title: string,
  options: { readonly ends?: Date; readonly disabled?: boolean } = {},
): Promise<{ id: number; code: string }> {
  const code = `GIVE${randomBytes(4).toString('hex').toUpperCase()}`;
  const [admin] = await api.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@example.com'));
  const [row] = await api.db
    .insert(coupons)
    .values({
      code,
      title,
      type: 'AMOUNT',
      amount: 100,
      createdBy: admin?.id ?? 0,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: options.ends ?? null,
      disabled: options.disabled ?? false,
    })
    .returning({ id: coupons.id });
  if (!row) throw new Error('coupon not created');
  return { id: row.id, code };
}

/** An administrator holding only the orders key (not the members key); answers their e-mail. */
export async function ordersOnlyAdmin(api: TestApi): Promise<string> {
  const admin = await createUser(api, 'Orders only', false);
  await api.db
    .update(users)
    .set({ roles: ['ADMIN'] })
    .where(eq(users.id, admin.id));
  await api.db.insert(userPermissions).values({ userId: admin.id, key: 'v2_order.*' });
  return admin.email;
}
