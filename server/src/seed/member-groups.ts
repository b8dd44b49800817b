/**
 * The demo's member groups: a few named sets of the demo students (student@example.com and the
 * first group's learners), fixed so every run stores the same rows.
 */
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../db/index.ts';
import { memberGroupMembers, memberGroups, users } from '../db/schema.ts';
import { DEMO_STUDENT_EMAIL, studentEmail } from './students.ts';

/** A group of the demo: its name, description and the students in it (by number; 0: the demo student). */
const demoGroups: readonly { name: string; description: string; students: readonly number[] }[] = [
  {
    name: 'VIP 會員',
    description: '年度消費滿 NT$10,000 的會員，可使用 VIP 專屬優惠券。',
    students: [0, 1, 2, 3, 4, 5, 6, 7, 8],
  },
  {
    name: '企業客戶 Enterprise',
    description: '透過公司統一採購課程的學員。',
    students: [10, 11, 12, 13, 14],
  },
  {
    name: 'Early birds 早鳥',
    description: 'Members who joined during the launch campaign.',
    students: [0, 15, 16, 17, 18, 19, 20],
  },
];

/** Creates the demo's member groups with their members. */
export async function seedMemberGroups(tx: Transaction): Promise<void> {
  const emails = [DEMO_STUDENT_EMAIL, ...Array.from({ length: 20 }, (_, n) => studentEmail(n + 1))];
  const found = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(found.map((user) => [user.email, user.id]));
  for (const group of demoGroups) {
    const [row] = await tx
      .insert(memberGroups)
      .values({ name: group.name, description: group.description })
      .returning({ id: memberGroups.id });
    if (!row) throw new Error('No demo group');
    const members = group.students.flatMap((n) => {
      const id = idOf.get(n === 0 ? DEMO_STUDENT_EMAIL : studentEmail(n));
      return id === undefined ? [] : [{ groupId: row.id, memberId: id }];
    });
    if (members.length > 0) await tx.insert(memberGroupMembers).values(members);
  }
}
