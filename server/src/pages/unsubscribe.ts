/**
 * The main-site stand-in's unsubscribe page (issue #32): `GET /unsubscribe?user&purpose&signature
 * &lang` opened from an announcement e-mail turns the student's announcement e-mail off and says
 * so, with a button to subscribe again; `POST` to the same address does what its form says
 * (`action=resubscribe`, else unsubscribe: what a mail client's one-click `List-Unsubscribe-Post`
 * sends). A link that is missing or forged changes nothing and answers 400.
 */
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/index.ts';
import { users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { ExtraOperation } from '../http/openapi.ts';
import { message } from '../i18n/messages.ts';
import { UNSUBSCRIBE_PATH, verifyUnsubscribe } from '../mail/unsubscribe.ts';
import { pageLocale, pageStyle, type LoginPageLocale } from './main-site-login.ts';
import { escapeHtml, pageDocument, setPageHeaders } from './page-html.ts';

/** The page's Content-Security-Policy: no script, inline style, forms to itself only. */
const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** What the page shows. */
type PageState = 'confirm' | 'unsubscribed' | 'resubscribed' | 'invalid';

/** Renders the page for a state; `action` is the address its form posts to. */
function renderPage(locale: LoginPageLocale, state: PageState, action: string): string {
  const texts = {
    confirm: {
      title: message(locale, 'unsubscribePage.confirmTitle'),
      text: message(locale, 'unsubscribePage.confirm'),
      button: message(locale, 'unsubscribePage.unsubscribe'),
      next: 'unsubscribe',
    },
    unsubscribed: {
      title: message(locale, 'unsubscribePage.title'),
      text: message(locale, 'unsubscribePage.done'),
      button: message(locale, 'unsubscribePage.resubscribe'),
      next: 'resubscribe',
    },
    resubscribed: {
      title: message(locale, 'unsubscribePage.resubscribedTitle'),
      text: message(locale, 'unsubscribePage.resubscribed'),
      button: message(locale, 'unsubscribePage.unsubscribe'),
      next: 'unsubscribe',
    },
    invalid: {
      title: message(locale, 'unsubscribePage.invalidTitle'),
      text: message(locale, 'unsubscribePage.invalid'),
      button: null,
      next: null,
    },
  }[state];
  const form =
    texts.button === null
      ? ''
      : `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="action" value="${texts.next}"><button type="submit">${escapeHtml(texts.button)}</button></form>`;
  return pageDocument({
    locale,
    title: texts.title,
    style: pageStyle,
    intro: texts.text,
    content: form,
    noindex: true,
  });
}

/** Serves the unsubscribe page on the app and returns its OpenAPI description. */
export function mountUnsubscribePage(app: Hono, env: Env, db: Database): ExtraOperation[] {
  /**
   * Checks the link of `url` and sets whether its student receives announcement e-mail; with
   * `receive` null it only asks (opening a link changes nothing: mail scanners open links).
   */
  const answer = async (url: string, receive: boolean | null) => {
    const query = new URL(url).searchParams;
    const locale = pageLocale(query.get('lang') ?? undefined);
    const action = `${UNSUBSCRIBE_PATH}?${query.toString()}`;
    const holder = verifyUnsubscribe(env.MEDIA_LINK_SECRET, query);
    if (!holder) return { status: 400 as const, html: renderPage(locale, 'invalid', action) };
    if (receive === null)
      return { status: 200 as const, html: renderPage(locale, 'confirm', action) };
    await db.transaction(async (tx) => {
      await tx.update(users).set({ announcementMail: receive }).where(eq(users.id, holder.userId));
    });
    return {
      status: 200 as const,
      html: renderPage(locale, receive ? 'resubscribed' : 'unsubscribed', action),
    };
  };
  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const page = await answer(c.req.url, null);
    setPageHeaders(c, UNSUBSCRIBE_PAGE_CSP);
    return c.html(page.html, page.status);
  });
  app.post(UNSUBSCRIBE_PATH, async (c) => {
    const form = await c.req.formData().catch(() => null);
    const page = await answer(c.req.url, form?.get('action') === 'resubscribe');
    setPageHeaders(c, UNSUBSCRIBE_PAGE_CSP);
    return c.html(page.html, page.status);
  });
  const parameters = [
    { name: 'user', in: 'query' as const, required: true, schema: { type: 'string' } },
    {
      name: 'purpose',
      in: 'query' as const,
      required: true,
      schema: { type: 'string', enum: ['announcement'] },
    },
    { name: 'signature', in: 'query' as const, required: true, schema: { type: 'string' } },
    {
      name: 'lang',
      in: 'query' as const,
      required: false,
      schema: { type: 'string', enum: ['zh-TW', 'zh-CN', 'en'], default: 'zh-TW' },
    },
  ];
  const responses = {
    '200': {
      description: 'The page saying what the student now receives',
      content: { 'text/html': { schema: { type: 'string' } } },
    },
    '400': {
      description: 'The link is missing or forged: nothing changed',
      content: { 'text/html': { schema: { type: 'string' } } },
    },
  };
  return [
    {
      method: 'get',
      path: UNSUBSCRIBE_PATH,
      operation: {
        operationId: 'getUnsubscribePage',
        summary:
          "Unsubscribe page (HTML) of an announcement e-mail's signed link: asks, with a button that turns the student's announcement e-mail off (opening the link changes nothing, as mail scanners open links).",
        tags: ['pages'],
        security: [],
        parameters,
        responses,
      },
    },
    {
      method: 'post',
      path: UNSUBSCRIBE_PATH,
      operation: {
        operationId: 'postUnsubscribePage',
        summary:
          "The unsubscribe page's form and one-click unsubscribe (RFC 8058): `action=resubscribe` turns announcement e-mail on again, anything else off.",
        tags: ['pages'],
        security: [],
        parameters,
        responses,
      },
    },
  ];
}
