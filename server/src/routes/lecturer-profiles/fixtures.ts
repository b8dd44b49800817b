/** Test helpers of the lecturers area: lecturers and payout accounts made through the API. */
import type { LecturerPayout, LecturerProfile } from '../../contract/lecturer-profiles.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { userPermissions, users } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import type { TestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';

let made = 0;

/** Creates a lecturer as admin@example.com with a fresh e-mail; answers the profile. */
export async function newLecturer(
  api: TestApi,
  fields: Partial<Record<'email' | 'name' | 'real_name' | 'headline' | 'description', string>> = {},
): Promise<LecturerProfile> {
  made += 1;
  const response = await sendAs(api, 'POST', '/lecturers/v2/lecturer-profiles', 'admin', {
    body: {
      email: `lecturer-${String(made)}-${String(Date.now())}@example.com`,
      name: `Lecturer ${String(made)}`,
      real_name: `講師 ${String(made)}`,
      headline: 'Teaches things',
      description: '<p>Ten years of teaching.</p>',
      ...fields,
    },
  });
  if (response.status !== 201) throw new Error(`Not created: ${JSON.stringify(response.body)}`);
  return response.body as LecturerProfile;
}

/** Adds a payout account to a lecturer as admin@example.com; answers it. */
export async function newPayout(
  api: TestApi,
  lecturerId: number,
  accountNumber = '12345678901',
): Promise<LecturerPayout> {
  const response = await sendAs(
    api,
    'POST',
    `/lecturers/v2/lecturer-profiles/${String(lecturerId)}/payouts`,
    'admin',
    {
      body: {
        financial_code: '812',
        bank_name: '台新銀行',
        account_name: '王大明',
        account_number: accountNumber,
      },
    },
  );
  if (response.status !== 201) throw new Error(`Not added: ${JSON.stringify(response.body)}`);
  return response.body as LecturerPayout;
}

/** An administrator holding only the given permission keys (demo password); answers the e-mail. */
export async function adminWith(api: TestApi, email: string, keys: string[]): Promise<string> {
  const [user] = await api.db
    .insert(users)
    .values({
      email,
      name: email,
      roles: ['ADMIN'],
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('No user');
  await api.db.insert(userPermissions).values(keys.map((key) => ({ userId: user.id, key })));
  return email;
}
