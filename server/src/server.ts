/**
 * Starts the API: opens the database, seeds demo data on an empty one, serves HTTP and runs the
 * background jobs (expired uploads, the status machine's clock, the outbox's delivery).
 */
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { Admission } from './http/admission.ts';
import { ViewerCache } from './auth/viewer-cache.ts';
import { openDatabase } from './db/index.ts';
import type { Env } from './env.ts';
import { allRoutes } from './routes/index.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';
import { extraHandlers } from './mounts.ts';
import { startDueItems } from './items/due.ts';
import { loginPolicy } from './auth/rate-limit.ts';
import { startMaintenance } from './db/maintenance.ts';
import { startTrashPurge } from './trash/entries.ts';
import { startMailWorker } from './mail/deliver.ts';
import { storageOf } from './storage/storage.ts';

/**
 * Idle keep-alive connections stay open 65 s, longer than the clients that pool them wait before
 * reusing one (Node's default of 5 s closes a socket while a busy client is already sending its
 * next request on it: ECONNRESET). Headers may take a little longer than that.
 */
export const apiServerOptions = { keepAliveTimeout: 65_000, headersTimeout: 66_000 } as const;

/** How long a token's viewer is kept on PGlite (every write forgets it sooner). */
const VIEWER_TTL_MS = 1_000;

/** A running API. */
export interface RunningApi {
  readonly databaseKind: 'pglite' | 'postgres';
  readonly seeded: boolean;
  close(): Promise<void>;
}

/** Opens the database at `database`, seeds it when empty (demo mode), and listens on API_PORT. */
export async function startApi(env: Env, options: { database: string }): Promise<RunningApi> {
  const handle = await openDatabase(options.database, { poolSize: env.DB_POOL_SIZE });
  let seeded = false;
  if (env.demoData && (await isEmpty(handle.db))) {
    await seedDemo(handle.db, {
      scale: 1,
      twdToUsdRate: env.TWD_TO_USD_RATE,
      storage: storageOf(env),
    });
    seeded = true;
  }
  const { uploads, mount } = extraHandlers(env, handle.db);
  const admission = new Admission({
    concurrency: env.API_CONCURRENCY ?? (handle.kind === 'postgres' ? env.DB_POOL_SIZE : 2),
    maxWaitMs: env.API_MAX_WAIT_MS,
  });
  const app = createApp({
    env,
    db: handle.db,
    routes: allRoutes,
    mount,
    admission,
    // PGlite: one process opens it, so this process sees every write (auth/viewer-cache.ts).
    ...(handle.kind === 'pglite' ? { viewerCache: new ViewerCache({ ttlMs: VIEWER_TTL_MS }) } : {}),
  });
  // Expired and orphaned uploads go (uploads/tus.ts), once per interval across the processes.
  const stopCleanup = uploads.startCleanup();
  // Scheduled items publish and presales close at their time (items/due.ts).
  const stopDueItems = startDueItems(handle.db);
  const stopMaintenance = startMaintenance(handle, loginPolicy(env));
  // Deleted things go for good after their 30 days in the trash (trash/entries.ts).
  const stopTrashPurge = startTrashPurge(handle.db, env);
  // The outbox goes out over SMTP_URL, or into .eml files under DATA_DIR (mail/deliver.ts).
  const stopMailWorker = startMailWorker(handle.db, env);
  const server: ServerType = serve({
    fetch: app.fetch,
    port: env.API_PORT,
    hostname: env.API_HOST,
    serverOptions: apiServerOptions,
  });
  return {
    databaseKind: handle.kind,
    seeded,
    close: async () => {
      await stopCleanup();
      await stopDueItems();
      await stopMaintenance();
      await stopTrashPurge();
      await stopMailWorker();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
