/** The only place the API reads its environment: parsed and validated once at start. */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

const GiB = 1024 ** 3;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(8787),
  API_HOST: z.string().default('127.0.0.1'),
  /** PostgreSQL URL; without it the API runs on embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|memory:\/\/)/)
    .optional(),
  DATA_DIR: z.string().default('.data'),
  /**
   * Where uploaded files live (server/src/storage/): an S3-compatible bucket,
   * `s3://<bucket>[/<key prefix>]?endpoint=<url>&region=<region>[&path_style=false]`. Without it,
   * files are kept under DATA_DIR (`files/`, `uploads/`). Path-style addressing is the default
   * when an endpoint is given (the S3-compatible servers), virtual-hosted without (AWS).
   */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^?#]*)?(\?.*)?$/)
    .optional(),
  /** Credentials of the bucket; without them the AWS SDK's own chain (instance roles, profiles). */
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  /** The bucket's region when STORAGE_URL names none. */
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** The API's public base URL (tus Location headers, file URLs). */
  PUBLIC_URL: z.url().default('http://localhost:8787'),
  ADMIN_ORIGIN: z.url().default('http://localhost:4321'),
  LECTURER_ORIGIN: z.url().default('http://localhost:4322'),
  /** Request header carrying the client's country (set by the CDN), e.g. CF-IPCountry. */
  GEO_COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  GEO_DEFAULT_COUNTRY: z.string().length(2).default('TW'),
  TWD_TO_USD_RATE: z.coerce.number().positive().default(0.036),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * GiB),
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * GiB),
  UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().default(24),
  /** Failed logins in a row an account allows before delays start (see auth/rate-limit.ts). */
  LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().positive().default(5),
  /** An account's failures are forgotten after this long without one (a success clears them). */
  LOGIN_ACCOUNT_RESET_HOURS: z.coerce.number().positive().default(24),
  /** Failed logins in a row one address allows, whatever the accounts, before delays start. */
  LOGIN_ADDRESS_FREE_FAILURES: z.coerce.number().int().positive().default(20),
  /** An address's failures are forgotten after this long without one. */
  LOGIN_ADDRESS_RESET_MINUTES: z.coerce.number().positive().default(15),
  /** The first delay past the free failures; each further failure doubles it. */
  LOGIN_FIRST_DELAY_SECONDS: z.coerce.number().positive().default(1),
  /** The longest delay. */
  LOGIN_MAX_DELAY_MINUTES: z.coerce.number().positive().default(15),
  /** How long an address an account logged in from lets it past that address's delays. */
  LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().positive().default(30),
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: booleanish.default(false),
  /** The writing assistant (`POST .../ai`): none, or an OpenAI-compatible chat completions API. */
  AI_PROVIDER: z.enum(['none', 'openai']).default('none'),
  /** Base URL of the OpenAI-compatible API (`.../v1`). */
  AI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  /** Its API key (sent as a Bearer token when set). */
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long to wait for a draft. */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** Programs the compiler runs at once (each in its own worker thread). */
  COMPILER_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** Runs that may wait for a free slot; beyond them the compiler answers 429. */
  COMPILER_QUEUE: z.coerce.number().int().nonnegative().default(8),
  /** Connections of the PostgreSQL pool (DATABASE_URL). */
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /**
   * Requests served at once; the others wait in arrival order (default: the pool's connections
   * on PostgreSQL, 2 on PGlite, which runs one query at a time).
   */
  API_CONCURRENCY: z.coerce.number().int().positive().optional(),
  /** Longest expected wait for a slot; a request that would wait longer gets 503 at once. */
  API_MAX_WAIT_MS: z.coerce.number().int().positive().default(1_500),
  /**
   * Key of the short-lived signed links to a lecture's media (auth/signed-link.ts), at least 32
   * characters. Without it each process draws its own at start (links then hold on the process
   * that signed them: set one shared key when several API processes serve the same hosts).
   */
  MEDIA_LINK_SECRET: z
    .string()
    .min(32)
    .default(() => randomBytes(32).toString('hex')),
  /**
   * Where e-mail goes (server/src/mail/deliver.ts): an SMTP server (`smtp://user:pass@host:587`,
   * `smtps://…` for TLS from the start). Without it each message is written as an `.eml` file
   * under `DATA_DIR/mail/` and its path printed.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  /** The sender of every message. */
  MAIL_FROM: z.string().min(3).default('課程後台 <no-reply@localhost>'),
  /** Create the demo accounts and marketplace on an empty database (never in production). */
  DEMO_DATA: booleanish.optional(),
});

/** The validated environment. */
export type Env = z.infer<typeof schema> & { readonly demoData: boolean };

/** Parses an environment (process.env by default); throws a readable error when it is invalid. */
export function readEnv(source: Readonly<Record<string, string | undefined>> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, demoData: env.NODE_ENV !== 'production' && (env.DEMO_DATA ?? true) };
}
