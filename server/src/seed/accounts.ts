/** The demo accounts of decisions.md (demo data only; never created in production mode). */
import type { Database, Transaction } from '../db/index.ts';
import { configs, userPermissions, users } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo-password';

/** Every permission area with full access. */
export const allPermissions = [
  'v2_course.*',
  'v2_coupon.*',
  'v2_order.*',
  'v2_remittance.*',
  'v2_interaction.*',
  'v2_lecturer.*',
  'v2_member.*',
  'v2_setting.*',
  'dashboard.*',
  'export.*',
];

/** The demo accounts: email, name, roles and permission keys. */
export const demoAccounts = [
  { email: 'admin@example.com', name: '林雅婷', roles: ['ADMIN'], permissions: allPermissions },
  {
    email: 'staff@example.com',
    name: '陳志明',
    roles: ['ADMIN'],
    permissions: ['v2_order.*', 'v2_member.*'],
  },
  { email: 'teacher@example.com', name: '王大明', roles: ['TEACHER'], permissions: [] },
  { email: 'teacher2@example.com', name: '李美華', roles: ['TEACHER'], permissions: [] },
  { email: 'student@example.com', name: '張小芳', roles: [], permissions: [] },
] as const satisfies readonly {
  email: string;
  name: string;
  roles: readonly ('ADMIN' | 'TEACHER')[];
  permissions: readonly string[];
}[];

/** Creates the demo accounts and the platform configuration; returns user ids by email. */
export async function seedAccounts(
  tx: Database | Transaction,
  twdToUsdRate: number,
): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  for (const account of demoAccounts) {
    const [row] = await tx
      .insert(users)
      .values({ email: account.email, name: account.name, roles: [...account.roles], passwordHash })
      .returning({ id: users.id });
    if (!row) throw new Error(`Could not create ${account.email}`);
    ids.set(account.email, row.id);
    if (account.permissions.length > 0) {
      await tx
        .insert(userPermissions)
        .values(account.permissions.map((key) => ({ userId: row.id, key })));
    }
  }
  await tx
    .insert(configs)
    .values({ key: 'TWD_TO_USD_RATE', value: String(twdToUsdRate) })
    .onConflictDoNothing();
  return ids;
}
