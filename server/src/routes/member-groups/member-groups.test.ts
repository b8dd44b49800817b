/**
 * Member groups: administrators with `v2_member` (admin, staff) only; the name required at its
 * field in the request's language; members added by id or pasted e-mails (added, already in,
 * unknown); removed; a group a coupon is limited to is not deleted; every change in the audit.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit.ts';
import type {
  AddGroupMembersResult,
  GroupCandidate,
  GroupMember,
  MemberGroup,
} from '../../contract/member-groups.ts';
import { memberGroups } from '../../db/schema.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { createUser } from '../../testing/users.ts';
import { couponBody } from '../../testing/selling.ts';
import { createGroup, GROUPS } from '../../testing/member-groups.ts';

const api = await openTestApi();

const ok = (response: TestResponse, status = 200): unknown => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
};
const auditOf = async (id: number) =>
  (ok(await sendAs(api, 'GET', `${GROUPS}/${id}/audit`, 'admin')) as { data: AuditEntry[] }).data;

describe('member groups: access', () => {
  it('answers 404 to lecturers; staff (v2_member.*) manages groups', async () => {
    const group = await createGroup(api, {}, 'staff');
    for (const who of ['teacher', 'teacher2'] as const) {
      expect((await sendAs(api, 'GET', GROUPS, who)).status).toBe(404);
      expect((await sendAs(api, 'GET', `${GROUPS}/${group.id}`, who)).status).toBe(404);
    }
    expect((await sendAs(api, 'GET', `${GROUPS}/${group.id}`, 'staff')).status).toBe(200);
  });
});

describe('member groups: create, update, list', () => {
  it("refuses a blank name with its own message, in the request's language", async () => {
    for (const [locale, text] of [
      ['en', 'Enter a name for the group.'],
      ['zh-TW', '請輸入群組名稱。'],
      ['zh-CN', '请输入分组名称。'],
    ] as const) {
      const response = await sendAs(api, 'POST', GROUPS, 'admin', {
        locale,
        body: { name: '   ', description: 'x' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: { name: [text] } });
    }
  });

  it('creates, updates and lists by a literal keyword, recording each change', async () => {
    const group = await createGroup(api, { name: '100%_VIP 會員', description: '年度會員' });
    expect(group).toMatchObject({ members_count: 0, coupons_count: 0, description: '年度會員' });
    const updated = ok(
      await sendAs(api, 'PUT', `${GROUPS}/${group.id}`, 'admin', {
        body: { name: '100%_VIP 會員', description: '終身會員' },
      }),
    ) as MemberGroup;
    expect(updated.description).toBe('終身會員');
    const found = (
      ok(await sendAs(api, 'GET', `${GROUPS}?keyword=${encodeURIComponent('100%_')}`, 'admin')) as {
        data: MemberGroup[];
      }
    ).data;
    expect(found.map((row) => row.id)).toEqual([group.id]);
    const literal = (
      ok(await sendAs(api, 'GET', `${GROUPS}?keyword=${encodeURIComponent('1_0')}`, 'admin')) as {
        data: MemberGroup[];
      }
    ).data;
    expect(literal.map((row) => row.id)).not.toContain(group.id);
    const trail = await auditOf(group.id);
    expect(trail.map((entry) => entry.action)).toEqual(['UPDATE', 'CREATE']);
    expect(trail[0]).toMatchObject({
      subject: 'GROUP',
      subject_key: String(group.id),
      before: { description: '年度會員' },
      after: { description: '終身會員' },
      actor: { id: await userIdOf(api, 'admin@example.com') },
    });
  });
});

describe('member groups: members', () => {
  it('answers who was added in the order the e-mails were pasted', async () => {
    const group = await createGroup(api);
    const people = [await createUser(api, '甲', false), await createUser(api, '乙', false)];
    // Pasted in the opposite of the e-mails' order, the one an index would answer in.
    const [later, earlier] = [...people].sort((a, b) => b.email.localeCompare(a.email));
    const added = ok(
      await sendAs(api, 'POST', `${GROUPS}/${group.id}/members`, 'admin', {
        body: { emails: `${later?.email ?? ''}, ${earlier?.email ?? ''}` },
      }),
    ) as AddGroupMembersResult;
    expect(added.added.map((member) => member.email)).toEqual([later?.email, earlier?.email]);
  });

  it('adds pasted e-mails: added, already in, unknown; the known ones are added', async () => {
    const group = await createGroup(api);
    const first = await createUser(api, '林小美', false);
    const second = await createUser(api, 'Amy Chen', false);
    const added = ok(
      await sendAs(api, 'POST', `${GROUPS}/${group.id}/members`, 'admin', {
        body: { emails: `${first.email.toUpperCase()},\n nobody@example.invalid ; ${first.email}` },
      }),
    ) as AddGroupMembersResult;
    expect(added.added.map((member) => member.id)).toEqual([first.id]);
    expect(added.already).toEqual([]);
    expect(added.unknown).toEqual(['nobody@example.invalid']);
    const again = ok(
      await sendAs(api, 'POST', `${GROUPS}/${group.id}/members`, 'admin', {
        body: { emails: `${first.email} ${second.email}` },
      }),
    ) as AddGroupMembersResult;
    expect(again.added.map((member) => member.id)).toEqual([second.id]);
    expect(again.already.map((member) => member.id)).toEqual([first.id]);
    expect(again.members_count).toBe(2);
    const members = (
      ok(await sendAs(api, 'GET', `${GROUPS}/${group.id}/members?keyword=Amy`, 'admin')) as {
        data: GroupMember[];
      }
    ).data;
    expect(members.map((member) => member.id)).toEqual([second.id]);
    const trail = await auditOf(group.id);
    expect(trail[0]).toMatchObject({ action: 'ADD_MEMBERS', after: { members: [second.email] } });
    expect(trail[1]).toMatchObject({ action: 'ADD_MEMBERS', after: { members: [first.email] } });
  });

  it('adds members chosen by id; administrators are not members', async () => {
    const group = await createGroup(api);
    const student = await userIdOf(api, 'student@example.com');
    const admin = await userIdOf(api, 'admin@example.com');
    const added = ok(
      await sendAs(api, 'POST', `${GROUPS}/${group.id}/members`, 'admin', {
        body: { member_ids: [student] },
      }),
    ) as AddGroupMembersResult;
    expect(added.added.map((member) => member.email)).toEqual(['student@example.com']);
    const refused = await sendAs(api, 'POST', `${GROUPS}/${group.id}/members`, 'admin', {
      body: { member_ids: [admin] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty(['message', 'member_ids']);
    const candidates = (
      ok(
        await sendAs(
          api,
          'GET',
          `${GROUPS}/${group.id}/candidates?keyword=example.com`,
          'admin',
          {},
        ),
      ) as { data: GroupCandidate[] }
    ).data;
    expect(candidates.find((row) => row.id === student)?.in_group).toBe(true);
    expect(candidates.some((row) => row.id === admin)).toBe(false);
  });

  it("refuses an empty choice with 'no member chosen' at the field, in each language", async () => {
    const group = await createGroup(api);
    for (const [locale, text] of [
      ['en', 'No member chosen.'],
      ['zh-TW', '尚未選擇會員。'],
      ['zh-CN', '尚未选择会员。'],
    ] as const) {
      const pasted = await sendAs(api, 'POST', `${GROUPS}/${group.id}/members`, 'admin', {
        locale,
        body: { emails: ' ,\n ' },
      });
      expect(pasted.status).toBe(400);
      expect(pasted.body).toEqual({ message: { emails: [text] } });
    }
    const none = await sendAs(api, 'POST', `${GROUPS}/${group.id}/members`, 'admin', { body: {} });
    expect(none.body).toEqual({ message: { member_ids: ['No member chosen.'] } });
    expect(await auditOf(group.id)).toHaveLength(1);
  });

  it('removes a member, recording their e-mail; one not in the group is 404', async () => {
    const group = await createGroup(api);
    const member = await createUser(api, '張家豪', false);
    await sendAs(api, 'POST', `${GROUPS}/${group.id}/members`, 'admin', {
      body: { member_ids: [member.id] },
    });
    const path = `${GROUPS}/${group.id}/members/${member.id}`;
    expect((await sendAs(api, 'DELETE', path, 'admin')).status).toBe(200);
    expect((await sendAs(api, 'DELETE', path, 'admin')).status).toBe(404);
    expect((await auditOf(group.id))[0]).toMatchObject({
      action: 'REMOVE_MEMBERS',
      before: { members: [member.email] },
    });
    const group2 = ok(await sendAs(api, 'GET', `${GROUPS}/${group.id}`, 'admin')) as MemberGroup;
    expect(group2.members_count).toBe(0);
  });
});

describe('member groups: delete', () => {
  it('refuses while a coupon is limited to the group; deletes once none is', async () => {
    const group = await createGroup(api);
    const coupon = couponBody({ group_id: group.id });
    const created = await sendAs(api, 'POST', '/lecturers/v2/global_coupons', 'admin', {
      json: true,
      body: coupon,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const refused = await sendAs(api, 'DELETE', `${GROUPS}/${group.id}`, 'admin');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('1 coupon is limited to it');
    const { code, ...rest } = coupon;
    const path = `/lecturers/v2/global_coupons/${String(code)}`;
    const cleared = await sendAs(api, 'PUT', path, 'admin', {
      json: true,
      body: { ...rest, group_id: null },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(ok(await sendAs(api, 'DELETE', `${GROUPS}/${group.id}`, 'admin'))).toEqual({
      deleted: true,
    });
    expect(await api.db.select().from(memberGroups).where(eq(memberGroups.id, group.id))).toEqual(
      [],
    );
    const trail = await auditOf(group.id);
    expect(trail[0]).toMatchObject({ action: 'DELETE', after: null });
  });
});
