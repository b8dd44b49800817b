/**
 * The audit log keeps only the fields that changed (all of them when a record is created or
 * deleted), writes nothing when nothing changed, and reads a user's or a record's entries, newest
 * first, with who made them.
 */
import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/users.ts';
import { openTestApi } from '../testing/harness.ts';
import { userIdOf } from '../testing/item-fixtures.ts';
import { auditPage, changedFields, recordAudit } from './record.ts';

const api = await openTestApi();

describe('the audit log', () => {
  it('keeps only what changed, dates as ISO text', () => {
    const at = new Date('2026-11-26T01:02:03Z');
    expect(changedFields({ name: 'A', phone: '1', at }, { name: 'A', phone: '2', at })).toEqual({
      before: { phone: '1' },
      after: { phone: '2' },
    });
    expect(changedFields({ name: 'A' }, { name: 'A' })).toBeNull();
    expect(changedFields(null, { name: 'A', at })).toEqual({
      before: null,
      after: { name: 'A', at: '2026-11-26T01:02:03.000Z' },
    });
  });

  it("records changes and reads a user's or a record's entries, newest first", async () => {
    const admin = await userIdOf(api, 'admin@example.com');
    // A member with no history yet (the demo's members have seeded adjustments).
    const { id: member } = await createUser(api, '稽核會員', false);
    // The member's own entries: a change, one that changes nothing, a wallet adjustment.
    const own = { key: member, ownerId: member, actorId: admin };
    await recordAudit(api.db, {
      ...own,
      subject: 'MEMBER',
      action: 'UPDATE',
      before: { phone: '0911' },
      after: { phone: '0922' },
    });
    await recordAudit(api.db, {
      ...own,
      subject: 'MEMBER',
      action: 'UPDATE',
      before: { phone: '0922' },
      after: { phone: '0922' },
    });
    await recordAudit(api.db, {
      ...own,
      subject: 'WALLET',
      action: 'ADJUST',
      before: { balance: 0 },
      after: { balance: 100, reason: 'goodwill' },
    });
    await recordAudit(api.db, {
      subject: 'SETTING',
      key: 'TWD_TO_USD_RATE',
      action: 'UPDATE',
      before: { value: '0.036' },
      after: { value: '0.04' },
      actorId: admin,
    });
    const mine = await auditPage(
      api.db,
      { ownerId: member, subjects: ['MEMBER', 'WALLET'] },
      1,
      20,
    );
    expect(mine.meta.total).toBe(2);
    expect(mine.data.map((entry) => [entry.subject, entry.action])).toEqual([
      ['WALLET', 'ADJUST'],
      ['MEMBER', 'UPDATE'],
    ]);
    expect(mine.data[0]).toMatchObject({
      before: { balance: 0, reason: null },
      after: { balance: 100, reason: 'goodwill' },
      actor: { id: admin },
    });
    const onlyMember = await auditPage(api.db, { ownerId: member, subjects: ['MEMBER'] }, 1, 20);
    expect(onlyMember.meta.total).toBe(1);
    const settings = await auditPage(api.db, { subject: 'SETTING' }, 1, 20);
    expect(settings.data.map((entry) => entry.subject_key)).toEqual(['TWD_TO_USD_RATE']);
    const one = await auditPage(api.db, { subject: 'MEMBER', key: member }, 1, 1);
    expect(one.meta).toMatchObject({ total: 1, last_page: 1 });
  });
});
