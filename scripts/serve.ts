/**
 * `npm run preview`: serves the existing build (`dist/`) on the admin and lecturer hosts, with the
 * generated `_redirects` applied and a runtime configuration for local use. Builds nothing.
 *
 * Environment: ADMIN_PORT (4321), LECTURER_PORT (4322), API_URL (http://localhost:8787),
 * COOKIE_DOMAIN (''), EXPOSE_STORES ('1' exposes the stores to browser tests).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startStaticHosts } from './static-host.ts';

const root = fileURLToPath(new URL('../dist/', import.meta.url));

function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number (0-65535), got "${value}".`);
    process.exit(1);
  }
  return port;
}

if (!existsSync(`${root}index.html`)) {
  console.error(
    `No build found in ${root} (dist/index.html is missing). Run \`npm run build\` first.`,
  );
  process.exit(1);
}

const adminPort = portFromEnv('ADMIN_PORT', 4321);
const lecturerPort = portFromEnv('LECTURER_PORT', 4322);
const apiBase = process.env['API_URL'] ?? 'http://localhost:8787';

const runtimeConfig = {
  apiBase,
  adminOrigin: `http://localhost:${adminPort}`,
  lecturerOrigin: `http://localhost:${lecturerPort}`,
  mainSite: `${apiBase}/`,
  mainSiteLogin: `${apiBase}/login`,
  cookieDomain: process.env['COOKIE_DOMAIN'] ?? '',
  exposeStores: process.env['EXPOSE_STORES'] === '1',
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

startStaticHosts({
  root,
  hosts: [{ port: adminPort }, { port: lecturerPort }],
  runtimeConfig,
}).then(
  (hosts) => {
    const [adminUrl = '', lecturerUrl = ''] = hosts.urls;
    console.info(`Serving ${root}`);
    console.info(`  admin host:    ${adminUrl}`);
    console.info(`  lecturer host: ${lecturerUrl}`);
    console.info(`  API:           ${apiBase}`);

    let closing = false;
    const shutdown = (signal: NodeJS.Signals): void => {
      if (closing) process.exit(1);
      closing = true;
      console.info(`\n${signal}: closing the preview.`);
      hosts.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`Could not close the preview: ${messageOf(error)}`);
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  },
  (error: unknown) => {
    console.error(`Could not start the preview: ${messageOf(error)}`);
    process.exit(1);
  },
);
