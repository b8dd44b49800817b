import { Window } from 'happy-dom';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { readEnv } from '../env.ts';
import { allRoutes } from '../routes/index.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import {
  LOGIN_PAGE_CSP,
  mountMainSiteLogin,
  pageLocale,
  renderLoginPage,
  safeRedirect,
} from './main-site-login.ts';

const env = readEnv({
  NODE_ENV: 'test',
  ADMIN_ORIGIN: 'http://localhost:4321',
  LECTURER_ORIGIN: 'http://localhost:4322',
});

describe('safeRedirect', () => {
  it('keeps URLs on the admin and lecturer origins (normalized)', () => {
    expect(safeRedirect('http://localhost:4321/orders?page=2#top', env)).toBe(
      'http://localhost:4321/orders?page=2#top',
    );
    expect(safeRedirect('http://localhost:4322/en/courses', env)).toBe(
      'http://localhost:4322/en/courses',
    );
    expect(safeRedirect('HTTP://LOCALHOST:4322', env)).toBe('http://localhost:4322/');
    expect(safeRedirect('http://localhost:4322/a/../b', env)).toBe('http://localhost:4322/b');
  });

  it('sends anything else to the lecturer host', () => {
    for (const url of [
      undefined,
      '',
      'not a url',
      '/courses',
      '//evil.example/x',
      'https://evil.example/',
      'http://localhost:4323/',
      'https://localhost:4321/',
      'http://localhost:4321.evil.example/',
      'http://evil.example/?http://localhost:4321',
      'http://user:pass@localhost:4321/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      `http://localhost:4321/${'a'.repeat(3000)}`,
    ]) {
      expect(safeRedirect(url, env), String(url)).toBe('http://localhost:4322');
    }
  });

  it('judges the URL as the browser will parse it', () => {
    // A backslash is a slash in http(s) URLs: this stays on localhost:4322.
    expect(safeRedirect('http://localhost:4322\\@evil.example/', env)).toBe(
      'http://localhost:4322/@evil.example/',
    );
    expect(safeRedirect('http://evil.example\\@localhost:4322/', env)).toBe(
      'http://localhost:4322',
    );
  });

  it('compares origins, whatever the configured origins look like', () => {
    const withPath = {
      ADMIN_ORIGIN: 'https://admin.example.com/',
      LECTURER_ORIGIN: 'https://l.example.com',
    };
    expect(safeRedirect('https://admin.example.com/x', withPath)).toBe(
      'https://admin.example.com/x',
    );
    expect(safeRedirect('http://admin.example.com/x', withPath)).toBe('https://l.example.com');
  });
});

describe('pageLocale', () => {
  it('reads zh-CN and en, else zh-TW', () => {
    expect(pageLocale('zh-CN')).toBe('zh-CN');
    expect(pageLocale('zh-cn')).toBe('zh-CN');
    expect(pageLocale('en')).toBe('en');
    expect(pageLocale('zh-TW')).toBe('zh-TW');
    expect(pageLocale('fr')).toBe('zh-TW');
    expect(pageLocale(undefined)).toBe('zh-TW');
  });
});

describe('GET /login', () => {
  let api: TestApi;
  let app: Hono;

  beforeAll(async () => {
    api = await createTestApi();
    app = createApp({
      env: api.env,
      db: api.db,
      routes: allRoutes,
      mount: (hono) => mountMainSiteLogin(hono, api.env),
    });
  });
  afterAll(() => api.close());

  async function page(query = '') {
    const response = await app.request(`/login${query}`);
    return { response, html: await response.text() };
  }

  it('serves a self-contained Traditional Chinese page with the form and a strict CSP', async () => {
    const { response, html } = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(LOGIN_PAGE_CSP);
    for (const directive of [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "script-src 'unsafe-inline'",
      "connect-src 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="zh-TW">');
    expect(html).toContain('<form id="login"');
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('電子郵件');
    expect(html).toContain('密碼');
    // No external assets.
    expect(html).not.toMatch(/<(link|img|iframe)\b/);
    expect(html).not.toMatch(/\bsrc=/);
  });

  it('speaks zh-CN and en by ?lang=', async () => {
    const cn = await page('?lang=zh-CN');
    expect(cn.html).toContain('<html lang="zh-CN">');
    expect(cn.html).toContain('邮箱');
    const en = await page('?lang=en');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('<title>Log in</title>');
  });

  it('embeds only a validated redirect, escaped', async () => {
    const evil = await page(`?redirect=${encodeURIComponent('https://evil.example/')}`);
    expect(evil.html).not.toContain('evil.example');
    expect(evil.html).toContain('"redirect":"http://localhost:4322"');
    const tricky = `http://localhost:4321/x?q=</script><script>alert(1)</script>&"'`;
    const escaped = await page(`?redirect=${encodeURIComponent(tricky)}`);
    expect(escaped.html).not.toContain('<script>alert(1)');
    expect(escaped.html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('is documented in /openapi.json', async () => {
    const document = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.paths['/login']?.['get']).toMatchObject({ tags: ['pages'] });
  });

  describe('in a browser', () => {
    const windows: Window[] = [];
    afterAll(async () => {
      for (const window of windows) await window.happyDOM.close();
    });

    /** Loads the page in happy-dom; fetch goes to the real API app. */
    async function open(query: string, opener?: { posted: unknown[][] }) {
      const { html } = await page(query);
      const window = new Window({
        url: `${api.env.PUBLIC_URL}/login${query}`,
        settings: {
          enableJavaScriptEvaluation: true,
          suppressInsecureJavaScriptEnvironmentWarning: true,
          navigation: { disableMainFrameNavigation: true },
        },
      });
      windows.push(window);
      const navigations: string[] = [];
      const requests: { url: string; headers: Record<string, string>; body: string }[] = [];
      let closed = false;
      Object.defineProperty(window.location, 'replace', {
        value: (url: string) => navigations.push(url),
      });
      Object.defineProperty(window, 'fetch', {
        value: async (url: string, init: RequestInit) => {
          requests.push({
            url,
            headers: init.headers as Record<string, string>,
            body: typeof init.body === 'string' ? init.body : '',
          });
          return app.request(url, init);
        },
      });
      Object.defineProperty(window, 'close', { value: () => (closed = true) });
      if (opener) {
        Object.defineProperty(window, 'opener', {
          value: {
            closed: false,
            postMessage: (...args: unknown[]) => opener.posted.push(args),
          },
        });
      }
      window.document.write(html);
      await window.happyDOM.waitUntilComplete();
      const document = window.document;
      async function submit(email: string, password: string) {
        (document.getElementById('email') as unknown as { value: string }).value = email;
        (document.getElementById('password') as unknown as { value: string }).value = password;
        (document.getElementById('login') as unknown as { requestSubmit(): void }).requestSubmit();
        for (let i = 0; i < 100 && !closed && navigations.length === 0; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const shown = ['email-error', 'password-error', 'form-error'].some(
            (id) => document.getElementById(id)?.textContent,
          );
          if (shown) break;
        }
      }
      const text = (id: string) => document.getElementById(id)?.textContent ?? '';
      return { window, document, submit, text, navigations, requests, isClosed: () => closed };
    }

    it('shows a 400 message at its field, in the page language', async () => {
      const view = await open('?lang=en');
      await view.submit('teacher@example.com', 'wrong');
      expect(view.text('password-error')).toBe('The email or the password is wrong.');
      expect(view.document.getElementById('password')?.getAttribute('aria-invalid')).toBe('true');
      expect(view.navigations).toEqual([]);
      expect(view.document.cookie).toBe('');
      expect(view.requests[0]).toMatchObject({
        url: '/v2/auth/login',
        body: 'email=teacher%40example.com&password=wrong',
      });
      expect(view.requests[0]?.headers['hilocale']).toBe('en');
      expect(view.requests[0]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');

      const blank = await open('');
      await blank.submit('', '');
      expect(blank.text('email-error')).toBe('此欄位為必填。');
      expect(blank.text('password-error')).toBe('此欄位為必填。');
    });

    it('sets the login cookie and goes to the allowed redirect', async () => {
      const target = `${api.env.ADMIN_ORIGIN}/orders?page=2`;
      const view = await open(`?redirect=${encodeURIComponent(target)}`);
      await view.submit('admin@example.com', DEMO_PASSWORD);
      expect(view.navigations).toEqual([target]);
      const token = /(?:^|; )token=([^;]+)/.exec(view.document.cookie)?.[1] ?? '';
      expect(token).not.toBe('');
      const me = await api.request('GET', '/v2/me', { token: decodeURIComponent(token) });
      expect(me.body).toMatchObject({ email: 'admin@example.com' });
    });

    it('goes to the lecturer host when the redirect is elsewhere', async () => {
      const view = await open(`?redirect=${encodeURIComponent('https://evil.example/')}`);
      await view.submit('teacher@example.com', DEMO_PASSWORD);
      expect(view.navigations).toEqual([api.env.LECTURER_ORIGIN]);
    });

    it('as a popup, tells the allowed opener origin and closes', async () => {
      const opener = { posted: [] as unknown[][] };
      const target = `${api.env.LECTURER_ORIGIN}/courses`;
      const view = await open(`?redirect=${encodeURIComponent(target)}`, opener);
      await view.submit('teacher@example.com', DEMO_PASSWORD);
      expect(opener.posted).toEqual([[{ type: 'backoffice:login' }, api.env.LECTURER_ORIGIN]]);
      expect(view.isClosed()).toBe(true);
      expect(view.document.cookie).toMatch(/(?:^|; )token=/);
    });
  });
});

describe('renderLoginPage', () => {
  it('links the other languages, keeping the redirect', () => {
    const html = renderLoginPage('zh-TW', 'http://localhost:4321/x');
    expect(html).toContain('href="?lang=en&amp;redirect=http%3A%2F%2Flocalhost%3A4321%2Fx"');
    expect(html).toContain('aria-current="page">繁體中文');
  });
});
