/**
 * The README's run command (`npm start`): builds the site when the build is missing or older than
 * its sources, starts the reference API (PGlite under .data/ unless DATABASE_URL is set; demo data
 * on an empty database), serves the admin and lecturer hosts with a runtime configuration pointing
 * at the API, prints where everything is, and stops cleanly on Ctrl-C.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readEnv } from '../server/src/env.ts';
import { DEMO_PASSWORD, demoAccounts } from '../server/src/seed/accounts.ts';
import { startApi } from '../server/src/server.ts';
import { buildSiteIfStale } from './site-build.ts';
import { startStaticHosts } from './static-host.ts';

const root = new URL('..', import.meta.url).pathname;

const args = new Set(process.argv.slice(2));
/** `--fresh`: start from an empty data folder (browser tests). */
const fresh = args.has('--fresh');
/** `--expose-stores`: let browser tests reach the shared stores (runtime config `exposeStores`). */
const exposeStores = args.has('--expose-stores');

const env = readEnv();
if (fresh && !env.DATABASE_URL)
  rmSync(resolve(root, env.DATA_DIR), { recursive: true, force: true });
try {
  buildSiteIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.info('Starting the API (the first start creates the database and the demo data)...');
const api = await startApi(env, {
  database: env.DATABASE_URL ?? resolve(root, env.DATA_DIR, 'pglite'),
});
const apiBase = env.PUBLIC_URL.replace(/\/$/, '');
const hosts = await startStaticHosts({
  root: join(root, 'dist'),
  hosts: [
    { port: Number(new URL(env.ADMIN_ORIGIN).port) },
    { port: Number(new URL(env.LECTURER_ORIGIN).port) },
  ],
  runtimeConfig: {
    apiBase,
    adminOrigin: env.ADMIN_ORIGIN,
    lecturerOrigin: env.LECTURER_ORIGIN,
    mainSite: `${apiBase}/`,
    mainSiteLogin: `${apiBase}/login`,
    cookieDomain: '',
    exposeStores,
  },
});

console.info(`
Course back office is running.
  admin host:     ${env.ADMIN_ORIGIN}
  lecturer host:  ${env.LECTURER_ORIGIN}
  API:            ${apiBase}  (${api.databaseKind}${api.seeded ? ', demo data created' : ''}; contract at ${apiBase}/openapi.json)
  main-site login ${apiBase}/login
${env.demoData ? `Demo accounts (password "${DEMO_PASSWORD}"):\n${demoAccounts.map((a) => `  ${a.email.padEnd(22)} ${a.roles.join(', ') || 'no role'}`).join('\n')}\n` : ''}
Press Ctrl-C to stop.`);

let closing = false;
const shutdown = (): void => {
  if (closing) process.exit(1);
  closing = true;
  console.info('\nStopping...');
  void Promise.all([hosts.close(), api.close()]).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
