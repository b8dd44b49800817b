/**
 * The main-site stand-in's password pages (issue #32), server-rendered like the login page:
 * `GET /set-password?token=…&lang=…` (the new password twice through the one-time link, then a
 * link to log in) and `GET /forgot-password?lang=…&redirect=…` (an address; always the same
 * answer, so it does not tell which addresses have accounts). Each posts to its API operation and
 * shows a 400's message at its field, keeping what was typed.
 */
import type { Hono } from 'hono';
import type { Env } from '../env.ts';
import type { ExtraOperation } from '../http/openapi.ts';
import { message } from '../i18n/messages.ts';
import {
  languageLinks,
  pageLocale,
  pageStyle,
  safeRedirect,
  scriptJson,
  setLoginPageHeaders,
  type LoginPageLocale,
} from './main-site-login.ts';
import { escapeHtml, pageDocument } from './page-html.ts';

/** A field of a page's form. */
interface Field {
  readonly name: string;
  readonly label: string;
  readonly type: 'email' | 'password';
  readonly autocomplete: string;
}

/** What a page shows and where its form posts. */
interface FormPage {
  readonly locale: LoginPageLocale;
  readonly title: string;
  readonly intro: string;
  readonly fields: readonly Field[];
  readonly submit: string;
  readonly submitting: string;
  /** Sent with the fields (the token). */
  readonly hidden: Readonly<Record<string, string>>;
  readonly endpoint: string;
  /** Shown in place of the form once the call succeeded. */
  readonly done: string;
  readonly link: { readonly href: string; readonly text: string };
  /** The query of the language links, beside `lang`. */
  readonly query: Readonly<Record<string, string>>;
  /** Shown instead of the form (an incomplete link). */
  readonly blocked?: string;
}

/** The browser side: posts the form as JSON, shows each 400 message at its field or says done. */
const formScript = `(function () {
  var config = JSON.parse(document.getElementById('page-config').textContent);
  var form = document.getElementById('page-form');
  var button = document.getElementById('submit');
  var formError = document.getElementById('form-error');
  function slot(field) { return document.getElementById(field + '-error') || formError; }
  function show(field, text) {
    var target = slot(field);
    target.textContent = target.textContent ? target.textContent + ' ' + text : text;
    target.hidden = false;
    var input = form.elements.namedItem(field);
    if (input && input.setAttribute) input.setAttribute('aria-invalid', 'true');
  }
  function clear() {
    Array.prototype.forEach.call(form.querySelectorAll('.error'), function (node) {
      node.textContent = ''; node.hidden = true;
    });
    Array.prototype.forEach.call(form.querySelectorAll('[aria-invalid]'), function (node) {
      node.removeAttribute('aria-invalid');
    });
  }
  function busy(on) {
    button.disabled = on;
    button.textContent = on ? config.texts.submitting : config.texts.submit;
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clear();
    busy(true);
    var body = {};
    Object.keys(config.hidden).forEach(function (key) { body[key] = config.hidden[key]; });
    config.fields.forEach(function (name) { body[name] = form.elements.namedItem(name).value; });
    fetch(config.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', hilocale: config.locale },
      body: JSON.stringify(body),
      credentials: 'omit',
    })
      .then(function (response) {
        return response.json().then(
          function (data) { return { ok: response.ok, data: data }; },
          function () { return { ok: response.ok, data: null }; }
        );
      })
      .then(function (result) {
        busy(false);
        if (result.ok) {
          form.hidden = true;
          document.getElementById('done').hidden = false;
          document.getElementById('done-text').focus();
          return;
        }
        var message = result.data && result.data.message;
        if (message && typeof message === 'object' && !Array.isArray(message)) {
          Object.keys(message).forEach(function (field) {
            var value = message[field];
            show(field, Array.isArray(value) ? String(value[0]) : String(value));
          });
        } else {
          show('form', typeof message === 'string' ? message : config.texts.failed);
        }
        var invalid = form.querySelector('[aria-invalid="true"]');
        if (invalid) invalid.focus(); else if (!formError.hidden) formError.focus();
      })
      .catch(function () {
        busy(false);
        show('form', config.texts.network);
      });
  });
})();`;

function fieldHtml(field: Field, first: boolean): string {
  const name = escapeHtml(field.name);
  return `<div class="field">
<label for="${name}">${escapeHtml(field.label)}</label>
<input id="${name}" name="${name}" type="${field.type}" autocomplete="${field.autocomplete}" aria-describedby="${name}-error"${first ? ' autofocus' : ''}>
<p id="${name}-error" class="error" hidden></p>
</div>`;
}

/** Renders a form page. */
function renderFormPage(page: FormPage): string {
  const { locale } = page;
  const config = {
    endpoint: page.endpoint,
    locale,
    hidden: page.hidden,
    fields: page.fields.map((field) => field.name),
    texts: {
      submit: page.submit,
      submitting: page.submitting,
      failed: message(locale, 'loginPage.failed'),
      network: message(locale, 'loginPage.network'),
    },
  };
  const link = `<a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a>`;
  const content =
    page.blocked !== undefined
      ? `<p id="form-error" class="error" role="alert">${escapeHtml(page.blocked)}</p>`
      : `<noscript><p class="error">${escapeHtml(message(locale, 'loginPage.noscript'))}</p></noscript>
<form id="page-form" method="post" novalidate>
${page.fields.map((field, index) => fieldHtml(field, index === 0)).join('\n')}
<p id="form-error" class="error" role="alert" tabindex="-1" hidden></p>
<button id="submit" type="submit">${escapeHtml(page.submit)}</button>
</form>
<div id="done" hidden>
<p id="done-text" role="status" tabindex="-1">${escapeHtml(page.done)}</p>
<p class="aside">${link}</p>
</div>
<script type="application/json" id="page-config">${scriptJson(config)}</script>
<script>${formScript}</script>`;
  return pageDocument({
    locale,
    title: page.title,
    style: pageStyle,
    intro: page.intro,
    content: `${content}\n${languageLinks(locale, page.query)}`,
  });
}

/** The set-password page for a token (none: says the link is incomplete). */
export function renderSetPasswordPage(locale: LoginPageLocale, token: string): string {
  return renderFormPage({
    locale,
    title: message(locale, 'setPasswordPage.title'),
    intro: message(locale, 'setPasswordPage.intro'),
    fields: [
      {
        name: 'password',
        label: message(locale, 'setPasswordPage.password'),
        type: 'password',
        autocomplete: 'new-password',
      },
      {
        name: 'password_confirmation',
        label: message(locale, 'setPasswordPage.confirmation'),
        type: 'password',
        autocomplete: 'new-password',
      },
    ],
    submit: message(locale, 'setPasswordPage.submit'),
    submitting: message(locale, 'setPasswordPage.submitting'),
    hidden: { token },
    endpoint: '/v2/auth/password',
    done: message(locale, 'setPasswordPage.done'),
    link: { href: `/login?lang=${locale}`, text: message(locale, 'setPasswordPage.login') },
    query: { token },
    ...(token === '' ? { blocked: message(locale, 'setPasswordPage.missingToken') } : {}),
  });
}

/** The forgot-password page (back to the login page with the same redirect). */
export function renderForgotPasswordPage(locale: LoginPageLocale, redirect: string): string {
  const back = `/login?${new URLSearchParams({ lang: locale, redirect }).toString()}`;
  return renderFormPage({
    locale,
    title: message(locale, 'forgotPasswordPage.title'),
    intro: message(locale, 'forgotPasswordPage.intro'),
    fields: [
      {
        name: 'email',
        label: message(locale, 'loginPage.email'),
        type: 'email',
        autocomplete: 'username',
      },
    ],
    submit: message(locale, 'forgotPasswordPage.submit'),
    submitting: message(locale, 'forgotPasswordPage.submitting'),
    hidden: {},
    endpoint: '/v2/auth/password-reset',
    done: message(locale, 'forgotPasswordPage.sent'),
    link: { href: back, text: message(locale, 'forgotPasswordPage.back') },
    query: { redirect },
  });
}

function htmlPage(operationId: string, path: string, summary: string): ExtraOperation {
  return {
    method: 'get',
    path,
    operation: {
      operationId,
      summary,
      tags: ['pages'],
      security: [],
      parameters: [
        {
          name: 'lang',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['zh-TW', 'zh-CN', 'en'], default: 'zh-TW' },
        },
      ],
      responses: {
        '200': {
          description: 'The page',
          content: { 'text/html': { schema: { type: 'string' } } },
        },
      },
    },
  };
}

/** Serves `GET /set-password` and `GET /forgot-password`; returns their OpenAPI descriptions. */
export function mountMainSitePasswordPages(app: Hono, env: Env): ExtraOperation[] {
  app.get('/set-password', (c) => {
    setLoginPageHeaders(c);
    const token = (c.req.query('token') ?? '').slice(0, 200);
    return c.html(renderSetPasswordPage(pageLocale(c.req.query('lang')), token));
  });
  app.get('/forgot-password', (c) => {
    setLoginPageHeaders(c);
    const redirect = safeRedirect(c.req.query('redirect'), env);
    return c.html(renderForgotPasswordPage(pageLocale(c.req.query('lang')), redirect));
  });
  return [
    htmlPage(
      'getSetPasswordPage',
      '/set-password',
      'Main-site set-password page (HTML) of a one-time link (`token`): the new password twice, then a link to log in.',
    ),
    htmlPage(
      'getForgotPasswordPage',
      '/forgot-password',
      'Main-site forgot-password page (HTML): asks for an address and always answers that a message is on its way if it is registered.',
    ),
  ];
}
