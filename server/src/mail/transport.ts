/**
 * Where the outbox's messages go (issue #32): an SMTP server when `SMTP_URL` is set, else an
 * `.eml` file per message under `DATA_DIR/mail/` (a fresh machine, `npm start`), with one line
 * printed naming it. Both build the message with nodemailer from the stored parts and the stored
 * `Message-ID`, so a message sent again carries the same one.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Env } from '../env.ts';

/** What a transport needs of an outbox row. */
export interface StoredMail {
  readonly messageId: string;
  readonly toAddress: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** A one-click unsubscribe link (announcements): sent as `List-Unsubscribe` (RFC 8058). */
  readonly unsubscribeUrl?: string | null;
}

/** Sends one message; throws nodemailer's error (with the SMTP `responseCode`) when it fails. */
export interface MailTransport {
  send(mail: StoredMail): Promise<void>;
  close(): void;
}

/**
 * The longest a connection, the server's greeting and a silent socket may take: one send ends
 * well within the time after which another worker takes a SENDING message over (deliver.ts).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The message nodemailer builds: text part first, then HTML (the part mail clients prefer). */
function messageOf(env: Pick<Env, 'MAIL_FROM'>, mail: StoredMail) {
  return {
    from: env.MAIL_FROM,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    ...(mail.unsubscribeUrl && {
      headers: {
        'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}

/** The folder of the `.eml` files. */
export function mailFolder(env: Pick<Env, 'DATA_DIR'>): string {
  return join(env.DATA_DIR, 'mail');
}

/** The file of a message: named by its `Message-ID`, so sending again rewrites the same file. */
function emlName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]/g, '_')}.eml`;
}

/** The transport the environment names: SMTP (`SMTP_URL`) or `.eml` files. */
export function openMailTransport(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: (line: string) => void = (line) => console.info(line),
): MailTransport {
  if (env.SMTP_URL) {
    // One pooled connection per process: the worker sends one message at a time, and a
    // connection per message would cost a handshake (and TLS) each.
    const smtp = createTransport({
      url: env.SMTP_URL,
      pool: true,
      maxConnections: 1,
      ...SMTP_TIMEOUTS,
    });
    return {
      send: async (mail) => {
        await smtp.sendMail(messageOf(env, mail));
      },
      close: () => smtp.close(),
    };
  }
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await stream.sendMail(messageOf(env, mail));
      const folder = mailFolder(env);
      mkdirSync(folder, { recursive: true });
      const path = join(folder, emlName(mail.messageId));
      // Written whole, then renamed: a reader never sees half a message.
      writeFileSync(`${path}.part`, info.message as Buffer);
      renameSync(`${path}.part`, path);
      log(`Mail to ${mail.toAddress} written to ${path}`);
    },
    close: () => stream.close(),
  };
}
