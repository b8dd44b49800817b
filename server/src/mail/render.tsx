/**
 * Messages as React components rendered on the server (issue #32): one layout, each message's body
 * a component, rendered to static HTML with inline styles (mail clients drop style sheets) and to
 * plain text from the same markup, so both parts always say the same.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailLocale } from '../contract/plain/mail.ts';

/** A rendered message: what the outbox stores. */
export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

const page = {
  fontFamily: "-apple-system, 'Segoe UI', 'Noto Sans TC', 'PingFang TC', sans-serif",
  color: '#1f2933',
  lineHeight: 1.6,
  maxWidth: 560,
  margin: '0 auto',
  padding: 24,
} as const;

/** A button-like link (mail clients keep only inline styles). */
export function MailButton({
  href,
  children,
}: {
  readonly href: string;
  readonly children: string;
}) {
  return (
    <p>
      <a
        href={href}
        style={{
          display: 'inline-block',
          background: '#1a56db',
          color: '#ffffff',
          padding: '10px 18px',
          borderRadius: 6,
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** The frame of every message: the language, the heading and a footer line. */
function MailLayout(props: {
  readonly locale: MailLocale;
  readonly heading: string;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <html lang={props.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{props.heading}</title>
      </head>
      <body style={{ margin: 0, background: '#f5f7fa' }}>
        <div style={page}>
          <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{props.heading}</h1>
          {props.children}
          {props.footer !== undefined && (
            <footer style={{ marginTop: 32, fontSize: 12, color: '#616e7c' }}>
              {props.footer}
            </footer>
          )}
        </div>
      </body>
    </html>
  );
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: ' ',
};

/**
 * The plain-text part of rendered HTML: block ends become line breaks, a link becomes its text
 * with the address after it, tags go, entities are decoded; the `<head>` is left out.
 */
export function toPlainText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/i, '')
    .replace(
      /<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_, href: string, label: string) => {
        const text = label.replace(/<[^>]+>/g, '').trim();
        return text === href || text === '' ? href : `${text}: ${href}`;
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|footer|div|tr)>/gi, '\n\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Renders a message: its subject, the layout around its body as HTML, and the plain text. */
export function renderMail(mail: {
  readonly locale: MailLocale;
  readonly subject: string;
  readonly heading?: string;
  readonly footer?: ReactNode;
  readonly body: ReactNode;
}): RenderedMail {
  const html = `<!doctype html>${renderToStaticMarkup(
    <MailLayout locale={mail.locale} heading={mail.heading ?? mail.subject} footer={mail.footer}>
      {mail.body}
    </MailLayout>,
  )}`;
  return { subject: mail.subject, html, text: toPlainText(html) };
}
