/**
 * Settings: only administrators with `v2_setting` (staff and lecturers get 404); the configuration
 * checked key by key (every problem at its field, in the request's language, nothing written),
 * served by `GET /v2/configs` at once; administrators' keys replaced from the known set, never
 * one's own; every change in the settings' audit trail.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit.ts';
import type { Administrator, Setting } from '../../contract/settings.ts';
import { auditEntries, configs, userPermissions, users } from '../../db/schema.ts';
import { fingerprint } from '../../testing/fingerprint.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';

const api = await openTestApi();

const base = '/lecturers/v2/settings';

async function settings(): Promise<Setting[]> {
  return ((await sendAs(api, 'GET', `${base}/configs`, 'admin')).body as { data: Setting[] }).data;
}

async function publicRate(): Promise<string | undefined> {
  const response = await api.request('GET', '/v2/configs?keys[]=TWD_TO_USD_RATE');
  return (response.body as { data: { value: string }[] }).data[0]?.value;
}

async function auditTrail(): Promise<AuditEntry[]> {
  const response = await sendAs(api, 'GET', `${base}/audit?per_page=100`, 'admin');
  expect(response.status).toBe(200);
  return (response.body as { data: AuditEntry[] }).data;
}

describe('settings scope', () => {
  it('answers 404 to staff (no v2_setting) and lecturers on every settings call', async () => {
    const staffId = await userIdOf(api, 'staff@example.com');
    for (const who of ['staff', 'teacher', 'teacher2'] as const) {
      for (const path of ['configs', 'administrators', 'audit'])
        expect((await sendAs(api, 'GET', `${base}/${path}`, who)).status, path).toBe(404);
      const put = await sendAs(api, 'PUT', `${base}/configs`, who, {
        body: { TWD_TO_USD_RATE: '0.03' },
      });
      expect(put.status).toBe(404);
      const permissions = await sendAs(
        api,
        'PUT',
        `${base}/administrators/${staffId}/permissions`,
        who,
        {
          json: true,
          body: { permissions: ['v2_setting.*'] },
        },
      );
      expect(permissions.status).toBe(404);
    }
    expect(await publicRate()).toBe(String(api.env.TWD_TO_USD_RATE));
  });
});

describe('platform configuration', () => {
  it('lists the editable keys with their values and definitions', async () => {
    expect(await settings()).toEqual([
      {
        key: 'TWD_TO_USD_RATE',
        value: String(api.env.TWD_TO_USD_RATE),
        definition: { type: 'decimal', min: 0, max: 1, decimals: 6 },
      },
      {
        key: 'ANNOUNCEMENT_MONTHLY_LIMIT',
        value: '10',
        definition: { type: 'integer', min: 0, max: 1000 },
      },
    ]);
  });

  it('refuses bad values, each at its key, in the request language, writing nothing', async () => {
    const before = await fingerprint(api.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { TWD_TO_USD_RATE: '0' },
        'TWD_TO_USD_RATE',
        'Enter a number greater than 0 and less than 1.',
      ],
      [
        { TWD_TO_USD_RATE: '1' },
        'TWD_TO_USD_RATE',
        'Enter a number greater than 0 and less than 1.',
      ],
      [
        { TWD_TO_USD_RATE: '-0.5' },
        'TWD_TO_USD_RATE',
        'Enter a number greater than 0 and less than 1.',
      ],
      [
        { TWD_TO_USD_RATE: 'abc' },
        'TWD_TO_USD_RATE',
        'Enter a number greater than 0 and less than 1.',
      ],
      [
        { TWD_TO_USD_RATE: '' },
        'TWD_TO_USD_RATE',
        'Enter a number greater than 0 and less than 1.',
      ],
      [
        { TWD_TO_USD_RATE: '1e-2' },
        'TWD_TO_USD_RATE',
        'Enter a number greater than 0 and less than 1.',
      ],
      [{ TWD_TO_USD_RATE: '0.0312345' }, 'TWD_TO_USD_RATE', 'Use at most 6 decimal places.'],
      [
        { ANNOUNCEMENT_MONTHLY_LIMIT: '1001' },
        'ANNOUNCEMENT_MONTHLY_LIMIT',
        'Enter a whole number from 0 to 1,000.',
      ],
      [
        { ANNOUNCEMENT_MONTHLY_LIMIT: '2.5' },
        'ANNOUNCEMENT_MONTHLY_LIMIT',
        'Enter a whole number from 0 to 1,000.',
      ],
      [
        { NO_SUCH_KEY: '1' },
        'NO_SUCH_KEY',
        'This setting does not exist or cannot be changed here.',
      ],
      [
        { assistant_enabled: 'true' },
        'assistant_enabled',
        'This setting does not exist or cannot be changed here.',
      ],
    ];
    for (const [body, field, text] of cases) {
      const response = await sendAs(api, 'PUT', `${base}/configs`, 'admin', { body });
      expect(response, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { message: { [field]: [text] } },
      });
    }
    const empty = await sendAs(api, 'PUT', `${base}/configs`, 'admin', { body: {} });
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'Choose at least one setting to change.' },
    });
    expect(await fingerprint(api.db)).toEqual(before);
  });

  it('answers every problem at once, in zh-TW and zh-CN too, and changes none of the keys', async () => {
    const body = { TWD_TO_USD_RATE: '2', ANNOUNCEMENT_MONTHLY_LIMIT: '20', OTHER: 'x' };
    const en = await sendAs(api, 'PUT', `${base}/configs`, 'admin', { body });
    expect(Object.keys((en.body as { message: object }).message).sort()).toEqual([
      'OTHER',
      'TWD_TO_USD_RATE',
    ]);
    const tw = await sendAs(api, 'PUT', `${base}/configs`, 'admin', { body, locale: 'zh-TW' });
    expect(tw.body).toMatchObject({
      message: { TWD_TO_USD_RATE: ['請輸入大於 0 且小於 1 的數字。'] },
    });
    const cn = await sendAs(api, 'PUT', `${base}/configs`, 'admin', { body, locale: 'zh-CN' });
    expect(cn.body).toMatchObject({
      message: { TWD_TO_USD_RATE: ['请输入大于 0 且小于 1 的数字。'] },
    });
    expect(
      (await settings()).find((each) => each.key === 'ANNOUNCEMENT_MONTHLY_LIMIT')?.value,
    ).toBe('10');
  });

  it('changes the rate and the limit; GET /v2/configs serves them at once; audited', async () => {
    const adminId = await userIdOf(api, 'admin@example.com');
    const was = String(api.env.TWD_TO_USD_RATE);
    const response = await sendAs(api, 'PUT', `${base}/configs`, 'admin', {
      json: true,
      body: { TWD_TO_USD_RATE: ' 0.0315 ', ANNOUNCEMENT_MONTHLY_LIMIT: 25 },
    });
    expect(response.status).toBe(200);
    expect((response.body as { data: Setting[] }).data.map((each) => each.value)).toEqual([
      '0.0315',
      '25',
    ]);
    expect(await publicRate()).toBe('0.0315');
    const [limit] = await api.db
      .select()
      .from(configs)
      .where(eq(configs.key, 'ANNOUNCEMENT_MONTHLY_LIMIT'));
    expect(limit?.value).toBe('25');
    const trail = await auditTrail();
    expect(trail.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: 'SETTING',
          subject_key: 'TWD_TO_USD_RATE',
          action: 'UPDATE',
          before: { TWD_TO_USD_RATE: was },
          after: { TWD_TO_USD_RATE: '0.0315' },
          actor: { id: adminId, name: '林雅婷' },
        }),
        expect.objectContaining({
          subject_key: 'ANNOUNCEMENT_MONTHLY_LIMIT',
          before: { ANNOUNCEMENT_MONTHLY_LIMIT: '10' },
          after: { ANNOUNCEMENT_MONTHLY_LIMIT: '25' },
        }),
      ]),
    );
    // The same value again changes nothing and records nothing.
    const count = trail.length;
    await sendAs(api, 'PUT', `${base}/configs`, 'admin', { body: { TWD_TO_USD_RATE: '0.031500' } });
    expect(await auditTrail()).toHaveLength(count);
  });
});

describe('administrators', () => {
  const permissionsOf = async (email: string) =>
    (
      await api.db
        .select({ key: userPermissions.key })
        .from(userPermissions)
        .where(eq(userPermissions.userId, await userIdOf(api, email)))
    )
      .map((row) => row.key)
      .sort();

  it('lists the ADMIN users by name with their keys', async () => {
    const response = await sendAs(api, 'GET', `${base}/administrators`, 'admin');
    const list = (response.body as { data: Administrator[] }).data;
    expect(list.map((each) => each.email)).toEqual(['admin@example.com', 'staff@example.com']);
    expect(list[1]?.permissions).toEqual(['v2_member.*', 'v2_order.*']);
    expect(response.body).toMatchObject({ meta: { total: 2, current_page: 1 } });
  });

  it("replaces another administrator's keys; they hold from the next request; audited", async () => {
    const staffId = await userIdOf(api, 'staff@example.com');
    const path = `${base}/administrators/${staffId}/permissions`;
    const was = await permissionsOf('staff@example.com');
    const response = await sendAs(api, 'PUT', path, 'admin', {
      json: true,
      body: { permissions: ['v2_order.*', 'v2_member.*', 'v2_setting.read', 'v2_member.read'] },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { id: staffId, permissions: ['v2_member.*', 'v2_order.*', 'v2_setting.read'] },
    });
    // Staff now reads settings, but may not change them.
    expect((await sendAs(api, 'GET', `${base}/configs`, 'staff')).status).toBe(200);
    const put = await sendAs(api, 'PUT', `${base}/configs`, 'staff', {
      body: { TWD_TO_USD_RATE: '0.03' },
    });
    expect(put.status).toBe(404);
    const [entry] = await auditTrail();
    expect(entry).toMatchObject({
      subject_key: `admin:${staffId}`,
      before: { permissions: was },
      after: { permissions: ['v2_member.*', 'v2_order.*', 'v2_setting.read'] },
    });
    // Back as they were; an empty list (JSON) takes every key away.
    await sendAs(api, 'PUT', path, 'admin', { json: true, body: { permissions: [] } });
    expect(await permissionsOf('staff@example.com')).toEqual([]);
    expect((await sendAs(api, 'GET', '/lecturers/v2/orders', 'staff')).status).toBe(404);
    await sendAs(api, 'PUT', path, 'admin', { body: { permissions: was } });
    expect(await permissionsOf('staff@example.com')).toEqual(was);
  });

  it('refuses unknown keys and one’s own keys at `permissions`, writing nothing', async () => {
    const staffId = await userIdOf(api, 'staff@example.com');
    const adminId = await userIdOf(api, 'admin@example.com');
    const before = await fingerprint(api.db);
    const unknown = await sendAs(
      api,
      'PUT',
      `${base}/administrators/${staffId}/permissions`,
      'admin',
      {
        json: true,
        body: { permissions: ['v2_order.*', '*', 'v2_nothing.read', 'v2_order.write'] },
      },
    );
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        message: {
          permissions: [
            'Unknown permission: *.',
            'Unknown permission: v2_nothing.read.',
            'Unknown permission: v2_order.write.',
          ],
        },
      },
    });
    const own = await sendAs(api, 'PUT', `${base}/administrators/${adminId}/permissions`, 'admin', {
      json: true,
      body: { permissions: ['v2_setting.read'] },
    });
    expect(own).toMatchObject({
      status: 400,
      body: {
        message: {
          permissions: ['You cannot change your own permissions. Ask another administrator.'],
        },
      },
    });
    expect(await fingerprint(api.db)).toEqual(before);
    expect(await permissionsOf('admin@example.com')).toContain('v2_setting.*');
  });

  it('answers 404 for a user who is not an administrator', async () => {
    const teacherId = await userIdOf(api, 'teacher@example.com');
    const response = await sendAs(
      api,
      'PUT',
      `${base}/administrators/${teacherId}/permissions`,
      'admin',
      {
        json: true,
        body: { permissions: ['v2_order.read'] },
      },
    );
    expect(response.status).toBe(404);
    const [teacher] = await api.db.select().from(users).where(eq(users.id, teacherId));
    expect(teacher?.roles).toEqual(['TEACHER']);
    expect(
      await api.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.subjectKey, `admin:${teacherId}`)),
    ).toEqual([]);
  });
});
