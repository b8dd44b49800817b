/** Handlers outside the declared routes, mounted the same way by the server and the tests. */
import type { Hono } from 'hono';
import type { Database } from './db/index.ts';
import type { Env } from './env.ts';
import type { ExtraOperation } from './http/openapi.ts';
import { mountMainSiteLogin } from './pages/main-site-login.ts';
import { mountMainSitePasswordPages } from './pages/main-site-password.ts';
import { mountUnsubscribePage } from './pages/unsubscribe.ts';
import { createTusServer, mountUploads, type TusUploads } from './uploads/tus.ts';

/** The tus server and a mount function for createApp. */
export function extraHandlers(
  env: Env,
  db: Database,
): {
  readonly uploads: TusUploads;
  readonly mount: (app: Hono) => readonly ExtraOperation[];
} {
  const uploads = createTusServer({ env, db });
  return {
    uploads,
    mount: (app) => [
      ...mountUploads(app, { env, db, uploads }),
      ...mountMainSiteLogin(app, env),
      ...mountUnsubscribePage(app, env, db),
      ...mountMainSitePasswordPages(app, env),
    ],
  };
}
