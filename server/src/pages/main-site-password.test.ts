/** The main-site stand-in's password pages: served in each locale with labelled fields. */
import { describe, expect, it } from 'vitest';
import { openTestApi } from '../testing/harness.ts';
import { renderLoginPage } from './main-site-login.ts';
import { renderForgotPasswordPage, renderSetPasswordPage } from './main-site-password.ts';

const api = await openTestApi();

async function page(path: string): Promise<{ status: number; html: string; csp: string | null }> {
  const response = await api.app.request(path);
  return {
    status: response.status,
    html: await response.text(),
    csp: response.headers.get('content-security-policy'),
  };
}

describe('set-password page', () => {
  it('serves the new password twice, each with its label, in the asked locale', async () => {
    const { status, html, csp } = await page('/set-password?token=abc&lang=en');
    expect(status).toBe(200);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="password">New password</label>');
    expect(html).toContain('<label for="password_confirmation">New password again</label>');
    expect(html).toContain('"hidden":{"token":"abc"}');
    expect(html).toContain('href="/login?lang=en"');
  });

  it('says the link is incomplete when it carries no token', () => {
    const html = renderSetPasswordPage('zh-TW', '');
    expect(html).toContain('此連結不完整');
    expect(html).not.toContain('<form');
  });
});

describe('forgot-password page', () => {
  it('is linked from the login page and leads back to it with the same redirect', async () => {
    const redirect = 'http://localhost:4322/courses';
    expect(renderLoginPage('zh-CN', redirect)).toContain(
      `href="/forgot-password?lang=zh-CN&amp;redirect=${encodeURIComponent(redirect)}"`,
    );
    const html = renderForgotPasswordPage('zh-CN', redirect);
    expect(html).toContain('<label for="email">');
    expect(html).toContain('如果此 Email 已注册，设置新密码的邮件已发出。');
    expect((await page('/forgot-password?lang=en')).html).toContain('Forgot password');
  });
});
