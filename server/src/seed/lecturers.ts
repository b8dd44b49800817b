/**
 * Demo data of the lecturers area: a profile (headline, description) for every lecturer without
 * one, their real name where none was given, and the administrators' comments on the first demo
 * lecturer. Deterministic (picked by user id).
 */
import { and, arrayContains, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { lecturerComments, lecturerProfiles, users } from '../db/schema.ts';
import { DEMO_LECTURER_EMAILS } from './marketplace.ts';

const headlines = [
  '資深前端工程師，十年教學經驗',
  'Data scientist and machine learning instructor',
  '全端開發講師・開源專案維護者',
  'Designer teaching product thinking and UI craft',
  '數位行銷顧問，協助品牌成長',
  'Cloud architect, AWS and Kubernetes trainer',
] as const;

const descriptions = [
  '<p>曾任新創公司技術長，帶領團隊打造百萬用戶產品。課程著重實作，從需求到上線一步步帶你完成。</p>',
  '<p>Ph.D. in statistics. I turn research methods into hands-on projects you can reuse at work.</p>',
  '<p>熱愛分享的工程師，課程搭配大量練習題與範例程式碼，適合想轉職的初學者。</p>',
  '<p>Ten years of product design at agencies and in-house teams; my courses are built around real briefs.</p>',
] as const;

/** Seeds the lecturers area's demo data (after the accounts and the marketplace). */
export async function seedLecturerProfiles(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const lecturers = await tx
      .select({ id: users.id })
      .from(users)
      .leftJoin(lecturerProfiles, eq(lecturerProfiles.userId, users.id))
      .where(and(arrayContains(users.roles, ['TEACHER']), isNull(lecturerProfiles.userId)));
    const rows = lecturers.map(({ id }) => ({
      userId: id,
      headline: headlines[id % headlines.length] ?? '',
      description: descriptions[id % descriptions.length] ?? '',
    }));
    for (let start = 0; start < rows.length; start += 1000)
      await tx.insert(lecturerProfiles).values(rows.slice(start, start + 1000));
    await tx
      .update(users)
      .set({ realName: sql`${users.name}` })
      .where(and(arrayContains(users.roles, ['TEACHER']), eq(users.realName, '')));
    const [teacher] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_LECTURER_EMAILS[0]));
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    if (!teacher || !admin) return;
    await tx.insert(lecturerComments).values([
      {
        lecturerId: teacher.id,
        authorId: admin.id,
        body: '已確認講師身分證明文件，合約於三月簽署。',
        createdAt: new Date('2026-03-02T02:00:00Z'),
        updatedAt: new Date('2026-03-02T02:00:00Z'),
      },
      {
        lecturerId: teacher.id,
        authorId: admin.id,
        body: 'Asked to move the JavaScript course launch to next quarter.',
        createdAt: new Date('2026-06-15T08:30:00Z'),
        updatedAt: new Date('2026-06-15T08:30:00Z'),
      },
    ]);
  });
}
