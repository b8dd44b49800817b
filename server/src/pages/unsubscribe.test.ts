import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { unsubscribeUrl } from '../mail/unsubscribe.ts';
import { openTestApi } from '../testing/harness.ts';
import { createUser } from '../testing/users.ts';

const api = await openTestApi();

/** Whether a user receives announcement e-mail now. */
async function receives(userId: number): Promise<boolean | undefined> {
  const [row] = await api.db
    .select({ on: users.announcementMail })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on;
}

/** The path and query of a user's signed link, in a language. */
function linkOf(userId: number, lang: string): string {
  const url = new URL(
    unsubscribeUrl(api.env.MEDIA_LINK_SECRET, api.env.PUBLIC_URL, userId, 'announcement', lang),
  );
  return `${url.pathname}${url.search}`;
}

const form = (action: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ action }).toString(),
});

describe('the unsubscribe page', () => {
  it('refuses a forged or incomplete link and changes nothing', async () => {
    const { id } = await createUser(api, 'Forged', false);
    const victim = await createUser(api, 'Victim', false);
    const good = new URL(linkOf(id, 'en'), 'http://api.test');
    const forged = new URLSearchParams(good.search);
    forged.set('signature', `${forged.get('signature')?.slice(0, -2) ?? ''}xx`);
    const otherUser = new URLSearchParams(good.search);
    otherUser.set('user', String(victim.id));
    for (const query of [
      forged,
      otherUser,
      new URLSearchParams({ user: String(id), lang: 'en' }),
    ]) {
      const page = await api.app.request(`/unsubscribe?${query.toString()}`);
      expect(page.status, query.toString()).toBe(400);
      expect(await page.text()).toContain('This link is not valid');
      const post = await api.app.request(`/unsubscribe?${query.toString()}`, form('unsubscribe'));
      expect(post.status).toBe(400);
    }
    expect(await receives(id)).toBe(true);
    expect(await receives(victim.id)).toBe(true);
  });

  it('asks when the link is opened, and turns announcement e-mail off from its button, in the link’s language', async () => {
    const { id } = await createUser(api, 'Leaving', false);
    const page = await api.app.request(linkOf(id, 'zh-TW'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const asked = await page.text();
    expect(asked).toContain('<html lang="zh-TW">');
    expect(asked).toContain('要停止接收講師的公告電子郵件嗎？');
    expect(asked).toContain('value="unsubscribe"');
    // A mail scanner opening the link changes nothing.
    expect(await receives(id)).toBe(true);
    const done = await api.app.request(linkOf(id, 'zh-TW'), form('unsubscribe'));
    const html = await done.text();
    expect(html).toContain('您將不再收到講師的公告電子郵件。');
    expect(html).toContain('重新訂閱');
    expect(await receives(id)).toBe(false);
  });

  it('subscribes again from its button, and one-click unsubscribes by POST', async () => {
    const { id } = await createUser(api, 'Returning', false);
    await api.app.request(linkOf(id, 'zh-CN'), form('unsubscribe'));
    expect(await receives(id)).toBe(false);
    const again = await api.app.request(linkOf(id, 'zh-CN'), form('resubscribe'));
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('您将再次收到讲师的公告邮件。');
    expect(await receives(id)).toBe(true);
    const oneClick = await api.app.request(linkOf(id, 'en'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await receives(id)).toBe(false);
  });

  it('is documented in /openapi.json', async () => {
    const document = (await (await api.app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/unsubscribe'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
