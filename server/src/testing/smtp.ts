/**
 * A real SMTP server for tests (the `smtp-server` package) on a random local port: it collects
 * every message it accepts, parsed, and can refuse the next ones with a given reply code.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test server accepted. */
export interface ReceivedMail {
  readonly raw: string;
  /** The envelope's recipients. */
  readonly rcptTo: readonly string[];
  readonly messageId: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A running test SMTP server. */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  readonly url: string;
  /** Accepted messages, in the order they arrived. */
  readonly messages: ReceivedMail[];
  /** Refuses the next `times` messages (1) with `code` (e.g. 451, 550) after reading them. */
  failNext(code: number, times?: number): void;
  /** Resolves once at least `count` messages have arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a test SMTP server; call `close` when done. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const failures: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const arrived = () => {
    for (const waiter of [...waiters]) {
      if (messages.length < waiter.count) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = failures.shift();
        if (code !== undefined) {
          const refusal = Object.assign(new Error(`Refused by the test server (${String(code)})`), {
            responseCode: code,
          });
          callback(refusal);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const rcptTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        // Recorded before the server answers, so a send that resolved has its message here.
        void simpleParser(raw).then((parsed) => {
          messages.push({
            raw,
            rcptTo,
            messageId: parsed.messageId ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
          arrived();
        }, callback);
      });
    },
  });
  // A client killed mid-message (the two-process tests kill -9 an API) resets its connection:
  // the server reports it here, and an event nobody listens to would end the test run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('test SMTP', error);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    messages,
    failNext: (code, times = 1) => {
      for (let i = 0; i < times; i += 1) failures.push(code);
    },
    waitFor: (count) =>
      new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        arrived();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
