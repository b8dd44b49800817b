/**
 * Staff accounts (issue #32): inviting an administrator queues an INVITATION in their locale whose
 * one-time link sets the password (once, within 48 hours) so they can log in; resending stops the
 * earlier link; withdrawing removes the never-activated account; deactivating ends their sessions
 * at once; nobody deactivates themselves; every change is in the settings' audit trail.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOKEN_MS, usePasswordToken } from '../../auth/password-tokens.ts';
import type { AuditEntry } from '../../contract/audit.ts';
import type { Administrator } from '../../contract/settings.ts';
import { passwordTokens, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { openTestApi, type TestApi } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { lastMailTo } from '../../testing/mail.ts';
import { startTestSmtp } from '../../testing/smtp.ts';
import { deliverAllDue } from '../../mail/deliver.ts';
import { openMailTransport } from '../../mail/transport.ts';

const api: TestApi = await openTestApi();

const base = '/lecturers/v2/settings/administrators';

let counter = 0;
function address(): string {
  counter += 1;
  return `invited${String(counter)}@example.com`;
}

async function invite(
  email: string,
  locale: 'zh-TW' | 'zh-CN' | 'en' = 'en',
  permissions = ['v2_order.*'],
): Promise<Administrator> {
  const response = await sendAs(api, 'POST', base, 'admin', {
    json: true,
    body: { email, name: '', permissions, locale },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Administrator;
}

async function tokenFor(email: string): Promise<string> {
  const mail = await lastMailTo(api, email);
  if (!mail?.token) throw new Error(`No link to ${email}`);
  return mail.token;
}

function setPassword(token: string, password = 'new-password-1', locale: 'en' | 'zh-TW' = 'en') {
  return api.request('POST', '/v2/auth/password', {
    json: true,
    locale,
    body: { token, password, password_confirmation: password },
  });
}

function login(email: string, password = 'new-password-1') {
  return api.request('POST', '/v2/auth/login', { json: true, body: { email, password } });
}

async function staffRow(id: number): Promise<Administrator | undefined> {
  const list = await sendAs(api, 'GET', `${base}?per_page=100`, 'admin');
  return (list.body as { data: Administrator[] }).data.find((row) => row.id === id);
}

async function auditOf(id: number): Promise<AuditEntry[]> {
  const response = await sendAs(api, 'GET', '/lecturers/v2/settings/audit?per_page=100', 'admin');
  return (response.body as { data: AuditEntry[] }).data.filter(
    (entry) => entry.subject_key === `admin:${String(id)}`,
  );
}

describe('inviting an administrator', () => {
  it('queues an invitation in their locale whose link sets the password once, then they log in', async () => {
    const email = address();
    const invited = await invite(email, 'zh-CN');
    expect(invited).toMatchObject({ email, status: 'INVITED', permissions: ['v2_order.*'] });
    expect(invited.invited_at).not.toBeNull();
    const mail = await lastMailTo(api, email);
    expect(mail).toMatchObject({
      kind: 'INVITATION',
      locale: 'zh-CN',
      toAddress: email,
      toUserId: invited.id,
      subject: '邀请您设置密码',
    });
    expect(mail?.link?.origin).toBe(new URL(api.env.PUBLIC_URL).origin);
    expect(mail?.link?.pathname).toBe('/set-password');
    expect(mail?.text).toContain(mail?.link?.href);
    expect((await login(email)).status).toBe(400);

    const token = await tokenFor(email);
    expect((await setPassword(token)).status).toBe(200);
    const session = await login(email);
    expect(session.status).toBe(200);
    expect((await staffRow(invited.id))?.status).toBe('ACTIVE');

    const again = await setPassword(token, 'other-password-2');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: {
        token: [
          'This link no longer works (it has expired or was already used). Ask for a new one.',
        ],
      },
    });
    expect((await login(email, 'other-password-2')).status).toBe(400);
    expect((await auditOf(invited.id)).map((entry) => entry.action)).toContain('CREATE');
  });

  it('arrives over SMTP with its link; the password set through it signs in, once', async () => {
    const smtp = await startTestSmtp();
    const transport = openMailTransport({ ...api.env, SMTP_URL: smtp.url }, () => undefined);
    try {
      const email = address();
      await invite(email, 'en');
      await deliverAllDue(api.db, transport, { now: () => new Date() });
      const arrived = smtp.messages.find((mail) => mail.rcptTo.includes(email));
      expect(arrived?.subject).toBeTruthy();
      // The plain-text part carries the same link as the HTML part.
      const link = /https?:\/\/\S*\/set-password\?\S+/.exec(arrived?.text ?? '')?.[0];
      expect(link).toBeDefined();
      const token = new URL(link ?? 'http://invalid/').searchParams.get('token') ?? '';
      expect(arrived?.html).toContain(`token=${token}`);
      expect(token).toBe(await tokenFor(email));
      expect((await setPassword(token, 'through-smtp-1')).status).toBe(200);
      expect((await login(email, 'through-smtp-1')).status).toBe(200);
      expect((await setPassword(token, 'again-and-again')).status).toBe(400);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('refuses a link after 48 hours and changes nothing', async () => {
    const email = address();
    const invited = await invite(email);
    const token = await tokenFor(email);
    const [issued] = await api.db
      .select({ createdAt: passwordTokens.createdAt })
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, invited.id));
    const late = new Date((issued?.createdAt.getTime() ?? 0) + PASSWORD_TOKEN_MS);
    await expect(usePasswordToken(api.db, token, 'new-password-1', late)).rejects.toBeInstanceOf(
      HttpError,
    );
    // The same through the API once the link's 48 hours are over.
    await api.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordTokens.userId, invited.id));
    const refused = await setPassword(token, 'new-password-1', 'zh-TW');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: { token: ['此連結已失效（已過期或已使用過），請重新索取。'] },
    });
    expect((await login(email)).status).toBe(400);
    expect((await staffRow(invited.id))?.status).toBe('INVITED');
  });

  it('answers a short or mismatched password at its field', async () => {
    const email = address();
    await invite(email);
    const token = await tokenFor(email);
    const short = await setPassword(token, 'short');
    expect(short.body).toEqual({
      message: { password: ['The password needs at least 8 characters.'] },
    });
    const mismatch = await api.request('POST', '/v2/auth/password', {
      json: true,
      locale: 'en',
      body: { token, password: 'new-password-1', password_confirmation: 'new-password-2' },
    });
    expect(mismatch.body).toEqual({
      message: { password_confirmation: ['The two passwords differ.'] },
    });
    expect((await setPassword(token)).status).toBe(200);
  });

  it('refuses an invalid or registered e-mail at `email` and writes nothing', async () => {
    const count = async () => (await api.db.select({ id: users.id }).from(users)).length;
    const before = await count();
    for (const [email, text] of [
      ['not-an-email', 'Enter a valid email address.'],
      ['Teacher@Example.com', 'This email is already registered.'],
    ] as const) {
      const response = await sendAs(api, 'POST', base, 'admin', {
        json: true,
        body: { email, permissions: ['v2_order.*'] },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: { email: [text] } });
    }
    expect(await count()).toBe(before);
  });

  it('resends with a new link (the earlier one stops) and withdraws a pending invitation', async () => {
    const email = address();
    const invited = await invite(email);
    const first = await tokenFor(email);
    const resent = await sendAs(api, 'POST', `${base}/${String(invited.id)}/invitation`, 'admin');
    expect(resent.status).toBe(200);
    const second = await tokenFor(email);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).status).toBe(400);

    const withdrawn = await sendAs(
      api,
      'DELETE',
      `${base}/${String(invited.id)}/invitation`,
      'admin',
    );
    expect(withdrawn.status).toBe(200);
    expect((await setPassword(second)).status).toBe(400);
    expect(await staffRow(invited.id)).toBeUndefined();
    expect((await auditOf(invited.id)).map((entry) => entry.action)).toEqual([
      'DELETE',
      'UPDATE',
      'CREATE',
    ]);
  });

  it('refuses to resend or withdraw once the password is set', async () => {
    const email = address();
    const invited = await invite(email);
    await setPassword(await tokenFor(email));
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await sendAs(
        api,
        method,
        `${base}/${String(invited.id)}/invitation`,
        'admin',
      );
      expect(response.status).toBe(400);
    }
  });
});

describe('deactivating an administrator', () => {
  it('ends their sessions at once, keeps them out, and lets them back when reactivated', async () => {
    const email = address();
    const invited = await invite(email);
    await setPassword(await tokenFor(email));
    const { token } = (await login(email)).body as { token: string };
    expect((await api.request('GET', '/lecturers/v2/orders', { token })).status).toBe(200);

    const off = await sendAs(api, 'PUT', `${base}/${String(invited.id)}/status`, 'admin', {
      json: true,
      body: { status: 'DEACTIVATED' },
    });
    expect((off.body as Administrator).status).toBe('DEACTIVATED');
    expect((await api.request('GET', '/lecturers/v2/orders', { token })).status).toBe(403);
    const blocked = (await login(email)).body as { token: string };
    expect(
      (await api.request('GET', '/lecturers/v2/orders', { token: blocked.token })).status,
    ).toBe(403);

    const on = await sendAs(api, 'PUT', `${base}/${String(invited.id)}/status`, 'admin', {
      json: true,
      body: { status: 'ACTIVE' },
    });
    expect((on.body as Administrator).status).toBe('ACTIVE');
    expect((await api.request('GET', '/lecturers/v2/orders', { token })).status).toBe(403);
    const fresh = (await login(email)).body as { token: string };
    expect((await api.request('GET', '/lecturers/v2/orders', { token: fresh.token })).status).toBe(
      200,
    );
    const actions = (await auditOf(invited.id)).map((entry) => [entry.before, entry.after]);
    expect(actions).toContainEqual([{ status: 'ACTIVE' }, { status: 'DEACTIVATED' }]);
  });

  it('refuses to deactivate oneself', async () => {
    const adminId = await userIdOf(api, 'admin@example.com');
    const response = await sendAs(api, 'PUT', `${base}/${String(adminId)}/status`, 'admin', {
      json: true,
      body: { status: 'DEACTIVATED' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: { status: ['You cannot deactivate your own account.'] },
    });
    expect((await sendAs(api, 'GET', base, 'admin')).status).toBe(200);
  });
});
