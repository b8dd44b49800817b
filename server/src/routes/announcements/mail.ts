/**
 * E-mailing a sent announcement (issue #32): when an `EMAIL` announcement is confirmed, one
 * ANNOUNCEMENT message per student of its audience who has not unsubscribed, in the student's
 * locale, queued in the confirmation's transaction (in chunks, for large audiences), each with its
 * signed unsubscribe link. Its delivery counts are read back from the outbox by source.
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/index.ts';
import { courses, enrollments, outboxMessages, users } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { localeOf } from '../../i18n/messages.ts';
import { announcementMail } from '../../mail/messages/announcement.tsx';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.ts';
import { unsubscribeUrl } from '../../mail/unsubscribe.ts';
import { audienceWhere } from './audience.ts';
import type { AnnouncementRow } from './scope.ts';

/** Rows per insert into the outbox. */
export const ANNOUNCEMENT_MAIL_CHUNK = 500;

/** The source an announcement's messages carry. */
const SOURCE_TYPE = 'announcement';

/** Queues the e-mail of a sent announcement; answers how many messages were queued. */
export async function queueAnnouncementMail(
  tx: Transaction,
  row: AnnouncementRow,
  env: Pick<Env, 'MEDIA_LINK_SECRET' | 'PUBLIC_URL'>,
): Promise<number> {
  if (row.type !== 'EMAIL') return 0;
  const [lecturer] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.lecturerId));
  const students = await tx
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.announcementMail, true),
        inArray(
          users.id,
          tx
            .select({ id: enrollments.studentId })
            .from(enrollments)
            .where(
              and(
                gte(enrollments.progress, row.progress),
                inArray(
                  enrollments.courseId,
                  tx.select({ id: courses.id }).from(courses).where(audienceWhere(row)),
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(users.id);
  for (let start = 0; start < students.length; start += ANNOUNCEMENT_MAIL_CHUNK) {
    const mails = students.slice(start, start + ANNOUNCEMENT_MAIL_CHUNK).map((student) => {
      const locale = localeOf(student.locale);
      const link = unsubscribeUrl(
        env.MEDIA_LINK_SECRET,
        env.PUBLIC_URL,
        student.id,
        'announcement',
        locale,
      );
      return {
        kind: 'ANNOUNCEMENT',
        to: { address: student.email, userId: student.id, locale },
        content: announcementMail({
          locale,
          lecturer: lecturer?.name ?? '',
          title: row.title,
          body: row.body,
          unsubscribeUrl: link,
        }),
        source: { type: SOURCE_TYPE, id: row.id },
        unsubscribeUrl: link,
      } satisfies OutgoingMail;
    });
    await enqueueMail(tx, mails);
  }
  return students.length;
}

/** An announcement's e-mail by delivery state: waiting (queued or being sent), sent, failed. */
export interface Deliveries {
  readonly queued: number;
  readonly sent: number;
  readonly failed: number;
}

/** The delivery counts of announcements' e-mail, by announcement id (none: absent). */
export async function deliveriesOf(
  tx: Database | Transaction,
  ids: readonly number[],
): Promise<Map<number, Deliveries>> {
  const counts = new Map<number, Deliveries>();
  if (ids.length === 0) return counts;
  const rows = await tx
    .select({
      id: outboxMessages.sourceId,
      queued: count(sql`case when ${outboxMessages.status} in ('QUEUED', 'SENDING') then 1 end`),
      sent: count(sql`case when ${outboxMessages.status} = 'SENT' then 1 end`),
      failed: count(sql`case when ${outboxMessages.status} = 'FAILED' then 1 end`),
    })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.sourceType, SOURCE_TYPE), inArray(outboxMessages.sourceId, [...ids])),
    )
    .groupBy(outboxMessages.sourceId);
  for (const row of rows)
    if (row.id !== null)
      counts.set(row.id, { queued: row.queued, sent: row.sent, failed: row.failed });
  return counts;
}
