/** `npm run api`: starts the reference API on its port with the configured database. */
import { join } from 'node:path';
import { startApi } from './server.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const api = await startApi(env, { database: env.DATABASE_URL ?? join(env.DATA_DIR, 'pglite') });
console.info(`API listening on ${env.PUBLIC_URL} (${api.databaseKind})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
