/**
 * Acting for a member (#31): an administrator with `v2_member.*` gives a platform coupon, grants
 * or revokes access to an item, each with a reason kept in the audit trail; nobody else may.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit.ts';
import type { GrantedItem, MemberCoupons } from '../../contract/members.ts';
import { enrollments, memberCoupons } from '../../db/schema.ts';
import { fingerprint } from '../../testing/fingerprint.ts';
import { openTestApi } from '../../testing/harness.ts';
import { createItem, sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { createUser, sendAsUser } from '../../testing/users.ts';
import { newMember, ordersOnlyAdmin, platformCoupon } from './fixtures.ts';

const api = await openTestApi();

const path = (id: number, tail = '') => `/lecturers/v2/members/${String(id)}${tail}`;

const auditOf = async (id: number) =>
  (
    (await sendAs(api, 'GET', path(id, '/audit?per_page=100'), 'staff')).body as {
      data: AuditEntry[];
    }
  ).data;

const give = (
  memberId: number,
  body: Record<string, unknown>,
  who: 'staff' | 'teacher' = 'staff',
) => sendAs(api, 'POST', path(memberId, '/coupons'), who, { body });

const grant = (
  memberId: number,
  body: Record<string, unknown>,
  who: 'staff' | 'teacher' = 'staff',
) => sendAs(api, 'POST', path(memberId, '/grants'), who, { body });

const revoke = (
  memberId: number,
  itemId: number,
  body: Record<string, unknown>,
  who: 'staff' | 'teacher' = 'staff',
) => sendAs(api, 'POST', path(memberId, `/grants/${String(itemId)}/revoke`), who, { body });

describe('giving a coupon', () => {
  it('gives a platform coupon, shows it as owned and audits it with the reason', async () => {
    const member = await newMember(api);
    const coupon = await platformCoupon(api, '客服補償券');
    const response = await give(member.id, { coupon_id: coupon.id, reason: '課程延誤補償' });
    expect(response.status).toBe(201);
    const owned = (response.body as MemberCoupons).owned;
    expect(owned).toEqual([
      expect.objectContaining({ id: coupon.id, code: coupon.code, used: false }),
    ]);
    const [row] = await api.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.memberId, member.id));
    expect(row?.grantedBy).toBe(await userIdOf(api, 'staff@example.com'));
    const [latest] = await auditOf(member.id);
    expect(latest).toMatchObject({
      subject: 'MEMBER',
      action: 'GRANT',
      before: null,
      after: { coupon_id: coupon.id, coupon_code: coupon.code, reason: '課程延誤補償' },
      actor: { id: await userIdOf(api, 'staff@example.com') },
    });
  });

  it('finds the coupons that can be given by code or title, with whether the member has one', async () => {
    const member = await newMember(api);
    const coupon = await platformCoupon(api, '尋找我的券');
    await platformCoupon(api, '尋找我的券 已結束', { ends: new Date(Date.now() - 1000) });
    await platformCoupon(api, '尋找我的券 已停用', { disabled: true });
    await give(member.id, { coupon_id: coupon.id, reason: 'x' });
    const byTitle = await sendAs(
      api,
      'GET',
      path(member.id, `/coupon-choices?keyword=${encodeURIComponent('尋找我的')}`),
      'staff',
    );
    expect(byTitle.status).toBe(200);
    expect((byTitle.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ id: coupon.id, owned: true }),
    ]);
    const byCode = await sendAs(
      api,
      'GET',
      path(member.id, `/coupon-choices?keyword=${coupon.code.toLowerCase()}`),
      'staff',
    );
    expect((byCode.body as { data: { id: number }[] }).data.map((c) => c.id)).toEqual([coupon.id]);
  });

  it('refuses a coupon the member already owns, an ended one and a missing reason, writing nothing', async () => {
    const member = await newMember(api);
    const coupon = await platformCoupon(api, '重複券');
    expect((await give(member.id, { coupon_id: coupon.id, reason: 'first' })).status).toBe(201);
    const ended = await platformCoupon(api, '過期券', { ends: new Date(Date.now() - 60_000) });
    const other = await platformCoupon(api, '沒原因');
    const before = await fingerprint(api.db);
    const again = await give(member.id, { coupon_id: coupon.id, reason: 'again' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: { coupon_id: ['This member already has this coupon.'] },
    });
    const late = await give(member.id, { coupon_id: ended.id, reason: 'late' });
    expect(late.body).toEqual({
      message: { coupon_id: ['This coupon has ended; it cannot be given.'] },
    });
    const noReason = await give(member.id, { coupon_id: other.id, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ message: { reason: ['Enter the reason.'] } });
    const missing = await give(member.id, { coupon_id: other.id });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { message: object }).message)).toEqual(['reason']);
    const zh = await sendAs(api, 'POST', path(member.id, '/coupons'), 'staff', {
      body: { coupon_id: ended.id, reason: 'x' },
      locale: 'zh-TW',
    });
    expect(zh.body).toEqual({ message: { coupon_id: ['這張優惠券已結束，無法發送。'] } });
    expect(await fingerprint(api.db)).toEqual(before);
  });

  it('refuses everyone but administrators with the members key, and answers 404 for no member', async () => {
    const member = await newMember(api);
    const coupon = await platformCoupon(api, '權限券');
    const body = { coupon_id: coupon.id, reason: 'x' };
    const ordersAdmin = await ordersOnlyAdmin(api);
    const asOrdersAdmin = await sendAsUser(api, 'POST', path(member.id, '/coupons'), ordersAdmin, {
      body,
    });
    expect(asOrdersAdmin.status).toBe(404);
    expect((await give(member.id, body, 'teacher')).status).toBe(404);
    const student = await sendAsUser(
      api,
      'POST',
      path(member.id, '/coupons'),
      'student@example.com',
      { body },
    );
    expect(student.status).toBe(404);
    expect((await give(2_000_000_000, body)).status).toBe(404);
    const rows = await api.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.memberId, member.id));
    expect(rows).toEqual([]);
    expect((await sendAs(api, 'GET', path(member.id, '/coupon-choices'), 'teacher')).status).toBe(
      404,
    );
  });
});

describe('granting and revoking an item', () => {
  it('grants a course marked as granted, lists it and audits it with the reason', async () => {
    const member = await newMember(api);
    const courseId = await createItem(api, 'courses', 'teacher@example.com', '贈送的課程');
    const response = await grant(member.id, { item_id: courseId, reason: '講師邀請' });
    expect(response.status).toBe(201);
    const data = (response.body as { data: GrantedItem[] }).data;
    expect(data).toHaveLength(1);
    expect(data[0]?.item).toEqual({ id: courseId, kind: 'courses', title: '贈送的課程' });
    expect(data[0]?.granted_by?.id).toBe(await userIdOf(api, 'staff@example.com'));
    const listed = await sendAs(api, 'GET', path(member.id, '/grants'), 'staff');
    expect(listed.body).toEqual(response.body);
    const [row] = await api.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.studentId, member.id), eq(enrollments.courseId, courseId)));
    expect(row).toMatchObject({ granted: true, progress: 0 });
    const [latest] = await auditOf(member.id);
    expect(latest).toMatchObject({
      subject: 'MEMBER',
      action: 'GRANT',
      after: { item_id: courseId, item_title: '贈送的課程', reason: '講師邀請' },
    });
    const choices = await sendAs(
      api,
      'GET',
      path(member.id, `/grant-choices?keyword=${encodeURIComponent('贈送的課')}`),
      'staff',
    );
    expect((choices.body as { data: unknown[] }).data).toContainEqual(
      expect.objectContaining({ id: courseId, has_access: true }),
    );
    const again = await grant(member.id, { item_id: courseId, reason: 'again' });
    expect(again.body).toEqual({
      message: { item_id: ['This member already has access.'] },
    });
  });

  it('revokes a granted ebook with the reason; a bought item is refused', async () => {
    const member = await newMember(api);
    const ebookId = await createItem(api, 'ebooks', 'teacher@example.com', '贈送的電子書');
    const boughtId = await createItem(api, 'articles', 'teacher@example.com', '買的文章');
    await api.db.insert(enrollments).values({ courseId: boughtId, studentId: member.id });
    expect((await grant(member.id, { item_id: ebookId, reason: 'gift' })).status).toBe(201);
    const noReason = await revoke(member.id, ebookId, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ message: { reason: ['Enter the reason.'] } });
    const bought = await revoke(member.id, boughtId, { reason: 'no' });
    expect(bought.status).toBe(400);
    expect(bought.body).toEqual({
      message: {
        item_id: ['The member bought this; only a refund takes that access away.'],
      },
    });
    const done = await revoke(member.id, ebookId, { reason: '誤發' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: [] });
    const rows = await api.db
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(eq(enrollments.studentId, member.id));
    expect(rows).toEqual([{ courseId: boughtId }]);
    const [latest] = await auditOf(member.id);
    expect(latest).toMatchObject({
      action: 'REVOKE',
      before: { item_id: ebookId, item_title: '贈送的電子書' },
      after: { reason: '誤發' },
    });
    expect((await revoke(member.id, ebookId, { reason: 'twice' })).status).toBe(404);
  });

  it('refuses everyone but administrators with the members key, and answers 404 for no member', async () => {
    const member = await newMember(api);
    const courseId = await createItem(api, 'courses', 'teacher@example.com', '權限課程');
    const ordersAdmin = await ordersOnlyAdmin(api);
    const body = { item_id: courseId, reason: 'x' };
    for (const email of [ordersAdmin, 'student@example.com']) {
      expect(
        (await sendAsUser(api, 'POST', path(member.id, '/grants'), email, { body })).status,
      ).toBe(404);
    }
    expect((await grant(member.id, body, 'teacher')).status).toBe(404);
    expect((await grant(2_000_000_000, body)).status).toBe(404);
    expect((await grant(member.id, { item_id: courseId })).status).toBe(400);
    expect((await grant(member.id, body)).status).toBe(201);
    for (const email of [ordersAdmin, 'student@example.com']) {
      const response = await sendAsUser(
        api,
        'POST',
        path(member.id, `/grants/${String(courseId)}/revoke`),
        email,
        { body: { reason: 'x' } },
      );
      expect(response.status).toBe(404);
    }
    expect((await revoke(member.id, courseId, { reason: 'x' }, 'teacher')).status).toBe(404);
    expect((await revoke(2_000_000_000, courseId, { reason: 'x' })).status).toBe(404);
    expect((await sendAs(api, 'GET', path(member.id, '/grants'), 'teacher')).status).toBe(404);
    expect((await revoke(member.id, courseId, { reason: 'x' })).status).toBe(200);
  });
});

describe('what the member is told (GET /v2/me/notices)', () => {
  it('lists the coupon given, the grant and the revoke with their reasons, only to that member', async () => {
    const member = await createUser(api, '通知會員', false);
    const other = await createUser(api, '別的會員', false);
    const coupon = await platformCoupon(api, '道歉券');
    const courseId = await createItem(api, 'courses', 'teacher@example.com', '補送的課程');
    expect((await give(member.id, { coupon_id: coupon.id, reason: '延誤補償' })).status).toBe(201);
    expect((await grant(member.id, { item_id: courseId, reason: '講師邀請' })).status).toBe(201);
    expect((await revoke(member.id, courseId, { reason: '誤發' })).status).toBe(200);
    // A profile edit is no acting for the member: not told.
    const edit = await sendAs(api, 'PUT', path(member.id), 'staff', {
      body: { name: '改名了', real_name: '本名', phone: '0912-345-678', status: 'ACTIVE' },
    });
    expect(edit.status).toBe(200);
    const notices = await sendAsUser(api, 'GET', '/v2/me/notices', member.email);
    expect(notices.status).toBe(200);
    const body = notices.body as { data: Record<string, unknown>[]; meta: { total: number } };
    expect(
      body.data.map(({ kind, subject, reason, detail }) => [kind, subject, reason, detail]),
    ).toEqual([
      ['ACCESS_REVOKED', '補送的課程', '誤發', null],
      ['ACCESS_GRANTED', '補送的課程', '講師邀請', null],
      ['COUPON_GIVEN', '道歉券', '延誤補償', null],
    ]);
    expect(body.meta.total).toBe(3);
    // Nothing names the staff member.
    expect(JSON.stringify(body)).not.toContain('staff');
    const theirs = await sendAsUser(api, 'GET', '/v2/me/notices', other.email);
    expect((theirs.body as { data: unknown[] }).data).toEqual([]);
  });
});
