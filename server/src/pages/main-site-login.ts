/**
 * The minimal "main site" login page the reference API serves (decisions.md, Hosts):
 * `GET /login?redirect=<url>&lang=<zh-TW|zh-CN|en>`. It posts the credentials to
 * `/v2/auth/login`, shows a 400 message at its field, sets the back office's login cookie and goes
 * back to `redirect` when that is on the admin or lecturer host (else to the lecturer host). Opened
 * as a popup, it tells the opener `{ type: 'backoffice:login' }` and closes instead.
 */
import type { Context, Hono } from 'hono';
import type { Env } from '../env.ts';
import type { ExtraOperation } from '../http/openapi.ts';
import { message } from '../i18n/messages.ts';
import { escapeHtml, pageDocument, setPageHeaders } from './page-html.ts';

/** The page's Content-Security-Policy: nothing external, inline style and script only. */
export const LOGIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Name of the back office's login cookie. */
export const LOGIN_COOKIE = 'token';

/** Lifetime of the login cookie in seconds (seed section 9: 365 days). */
export const LOGIN_COOKIE_MAX_AGE = 31_536_000;

/** A language of the page. */
export type LoginPageLocale = 'zh-TW' | 'zh-CN' | 'en';

/** The page's words, from the API's messages (so the message check holds them to the glossary). */
function textsOf(locale: LoginPageLocale) {
  return {
    title: message(locale, 'loginPage.title'),
    intro: message(locale, 'loginPage.intro'),
    email: message(locale, 'loginPage.email'),
    password: message(locale, 'loginPage.password'),
    submit: message(locale, 'loginPage.submit'),
    submitting: message(locale, 'loginPage.submitting'),
    failed: message(locale, 'loginPage.failed'),
    network: message(locale, 'loginPage.network'),
    forgot: message(locale, 'loginPage.forgot'),
    noscript: message(locale, 'loginPage.noscript'),
  };
}

/** Each page language's name in itself. */
export const languageNames: Record<LoginPageLocale, string> = {
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  en: 'English',
};

/** The page language of a `lang` query value (zh-TW unless zh-CN or en is asked for). */
export function pageLocale(lang: string | undefined): LoginPageLocale {
  const wanted = lang?.trim().toLowerCase();
  if (wanted === 'zh-cn') return 'zh-CN';
  if (wanted === 'en') return 'en';
  return 'zh-TW';
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Where to go after login: `url` when it is an absolute http(s) URL on the admin or lecturer
 * origin (normalized), else the lecturer host (open-redirect protection).
 */
export function safeRedirect(
  url: string | undefined,
  env: Pick<Env, 'ADMIN_ORIGIN' | 'LECTURER_ORIGIN'>,
): string {
  const fallback = env.LECTURER_ORIGIN;
  if (!url || url.length > 2048) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fallback;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return fallback;
  if (parsed.username || parsed.password) return fallback;
  const allowed = [originOf(env.ADMIN_ORIGIN), originOf(env.LECTURER_ORIGIN)];
  return allowed.includes(parsed.origin) ? parsed.href : fallback;
}

/** JSON safe inside an inline script (no `</script>`, no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The browser side of the page (runs under the CSP above; plain ES2017, no modules). */
const pageScript = `(function () {
  var config = JSON.parse(document.getElementById('login-config').textContent);
  var form = document.getElementById('login');
  var button = document.getElementById('submit');
  var errors = {
    email: document.getElementById('email-error'),
    password: document.getElementById('password-error'),
    form: document.getElementById('form-error'),
  };
  function show(field, text) {
    var slot = errors[field] || errors.form;
    slot.textContent = slot.textContent ? slot.textContent + ' ' + text : text;
    slot.hidden = false;
    var input = form.elements.namedItem(field);
    if (input && input.setAttribute) input.setAttribute('aria-invalid', 'true');
  }
  function clear() {
    Object.keys(errors).forEach(function (field) {
      errors[field].textContent = '';
      errors[field].hidden = true;
      var input = form.elements.namedItem(field);
      if (input && input.removeAttribute) input.removeAttribute('aria-invalid');
    });
  }
  function busy(on) {
    button.disabled = on;
    button.textContent = on ? config.texts.submitting : config.texts.submit;
  }
  function first(value) {
    return Array.isArray(value) ? String(value[0]) : String(value);
  }
  function done(token) {
    document.cookie = config.cookie + '=' + encodeURIComponent(token) + '; Path=/; Max-Age=' +
      config.maxAge + '; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
    var opener = null;
    try { opener = window.opener; } catch (error) { opener = null; }
    if (opener && !opener.closed) {
      try { opener.postMessage({ type: 'backoffice:login' }, config.openerOrigin); } catch (error) {}
      window.close();
    }
    location.replace(config.redirect);
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clear();
    busy(true);
    var body = new URLSearchParams();
    body.set('email', form.elements.namedItem('email').value);
    body.set('password', form.elements.namedItem('password').value);
    fetch(config.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        hilocale: config.locale,
      },
      body: body.toString(),
      credentials: 'omit',
    })
      .then(function (response) {
        return response.json().then(
          function (data) { return { ok: response.ok, data: data }; },
          function () { return { ok: response.ok, data: null }; }
        );
      })
      .then(function (result) {
        var data = result.data;
        if (result.ok && data && typeof data.token === 'string') {
          done(data.token);
          return;
        }
        busy(false);
        var message = data && data.message;
        if (message && typeof message === 'object' && !Array.isArray(message)) {
          var fields = Object.keys(message);
          fields.forEach(function (field) { show(field, first(message[field])); });
          if (fields.length === 0) show('form', config.texts.failed);
        } else {
          show('form', typeof message === 'string' ? message : config.texts.failed);
        }
        var invalid = form.querySelector('[aria-invalid="true"]');
        if (invalid) invalid.focus();
      })
      .catch(function () {
        busy(false);
        show('form', config.texts.network);
      });
  });
})();`;

/** The stand-in pages' style sheet. */
export const pageStyle = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f5f7;
    font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', 'PingFang TC', 'Microsoft JhengHei', sans-serif;
    color: #1f2328; }
  main { width: min(100% - 2rem, 24rem); background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
  p { margin: 0 0 1.5rem; color: #59636e; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { width: 100%; padding: 0.6rem 0.75rem; border: 1px solid #d0d7de; border-radius: 8px; font: inherit; }
  input:focus { outline: 2px solid #0969da; outline-offset: 1px; }
  input[aria-invalid='true'] { border-color: #cf222e; }
  .field { margin-bottom: 1rem; }
  .error { color: #cf222e; font-size: 0.875rem; margin: 0.25rem 0 0; }
  button { width: 100%; padding: 0.7rem; border: 0; border-radius: 8px; background: #0969da; color: #fff;
    font: inherit; font-weight: 600; cursor: pointer; }
  button:disabled { opacity: 0.6; cursor: progress; }
  nav { margin-top: 1.5rem; display: flex; gap: 1rem; justify-content: center; font-size: 0.875rem; }
  nav a { color: #0969da; }
  nav a[aria-current] { color: inherit; text-decoration: none; font-weight: 600; }
  .aside { margin: 1rem 0 0; text-align: center; font-size: 0.875rem; }
  .aside a { color: #0969da; }
`;

/** Renders the page for a locale and an already validated redirect URL. */
export function renderLoginPage(locale: LoginPageLocale, redirect: string): string {
  const t = textsOf(locale);
  const config = {
    endpoint: '/v2/auth/login',
    locale,
    redirect,
    openerOrigin: new URL(redirect).origin,
    cookie: LOGIN_COOKIE,
    maxAge: LOGIN_COOKIE_MAX_AGE,
    texts: { submit: t.submit, submitting: t.submitting, failed: t.failed, network: t.network },
  };
  return pageDocument({
    locale,
    title: t.title,
    style: pageStyle,
    intro: t.intro,
    content: `<noscript><p class="error">${escapeHtml(t.noscript)}</p></noscript>
<form id="login" method="post" novalidate>
<div class="field">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" aria-describedby="email-error" autofocus>
<p id="email-error" class="error" hidden></p>
</div>
<div class="field">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" aria-describedby="password-error">
<p id="password-error" class="error" hidden></p>
</div>
<p id="form-error" class="error" role="alert" hidden></p>
<button id="submit" type="submit">${escapeHtml(t.submit)}</button>
</form>
<p class="aside"><a href="${escapeHtml(`/forgot-password?${new URLSearchParams({ lang: locale, redirect }).toString()}`)}">${escapeHtml(t.forgot)}</a></p>
${languageLinks(locale, { redirect })}`,
    tail: `
<script type="application/json" id="login-config">${scriptJson(config)}</script>
<script>${pageScript}</script>`,
  });
}

/** The page's links to itself in each language (`query` kept), the current one marked. */
export function languageLinks(
  locale: LoginPageLocale,
  query: Readonly<Record<string, string>>,
): string {
  const links = (Object.keys(languageNames) as LoginPageLocale[])
    .map((code) => {
      const params = new URLSearchParams({ lang: code });
      for (const [key, value] of Object.entries(query)) if (key !== 'lang') params.set(key, value);
      const href = `?${params.toString()}`;
      const current = code === locale ? ' aria-current="page"' : '';
      return `<a href="${escapeHtml(href)}" lang="${code}"${current}>${escapeHtml(languageNames[code])}</a>`;
    })
    .join('');
  return `<nav aria-label="Language">${links}</nav>`;
}

/** Sets the login and password pages' headers (their policy allows their inline script). */
export function setLoginPageHeaders(c: Context): void {
  setPageHeaders(c, LOGIN_PAGE_CSP);
}

/** Serves `GET /login` on the app and returns its OpenAPI description. */
export function mountMainSiteLogin(app: Hono, env: Env): ExtraOperation[] {
  app.get('/login', (c) => {
    const locale = pageLocale(c.req.query('lang'));
    const redirect = safeRedirect(c.req.query('redirect'), env);
    setLoginPageHeaders(c);
    return c.html(renderLoginPage(locale, redirect));
  });
  return [
    {
      method: 'get',
      path: '/login',
      operation: {
        operationId: 'getLoginPage',
        summary:
          'Main-site login page (HTML): logs in, sets the `token` cookie and returns to `redirect` on the admin or lecturer host; as a popup it posts `{ type: "backoffice:login" }` to its opener and closes.',
        tags: ['pages'],
        security: [],
        parameters: [
          {
            name: 'redirect',
            in: 'query',
            required: false,
            schema: { type: 'string', format: 'uri' },
            description:
              'Where to return after login; only URLs on the admin or lecturer origin are followed (else the lecturer host).',
          },
          {
            name: 'lang',
            in: 'query',
            required: false,
            schema: { type: 'string', enum: ['zh-TW', 'zh-CN', 'en'], default: 'zh-TW' },
          },
        ],
        responses: {
          '200': {
            description: 'The login page',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
        },
      },
    },
  ];
}
