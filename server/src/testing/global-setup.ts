/**
 * Creates the demo database once per test run (a PGlite snapshot, or a PostgreSQL template) and
 * the data folder with its covers' files, which the harness copies into each test's DATA_DIR. The
 * tests' data folders share one root, removed at the end.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/index.ts';
import { readEnv } from '../env.ts';
import { seedDemo } from '../seed/demo.ts';
import { diskStorage } from '../storage/disk.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const env = readEnv();
  const dataDir = join(tmpdir(), `backoffice-demo-data-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  // The demo's files on disk, whatever STORAGE_URL says: the harness copies them into each test's.
  const options = { scale: 1, twdToUsdRate: env.TWD_TO_USD_RATE, storage: diskStorage(dataDir, 1) };
  project.provide('demoDataDir', dataDir);
  // Every test's DATA_DIR lives here and goes when the run ends (not when its test closes: tus
  // makes its folder in a callback that may still be under way).
  const testDataRoot = join(tmpdir(), `backoffice-test-${process.pid}`);
  project.provide('testDataRoot', testDataRoot);
  const removeData = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(testDataRoot, { recursive: true, force: true });
  };
  if (env.DATABASE_URL?.startsWith('postgres')) {
    const template = `template_${process.pid}`;
    const admin = new pg.Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${template}`;
    const handle = await openDatabase(url.toString());
    await seedDemo(handle.db, options);
    await handle.close();
    project.provide('dbTemplate', template);
    project.provide('dbSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
      removeData();
    };
  }
  const handle = await openDatabase('memory://', { compactWal: true });
  await seedDemo(handle.db, options);
  const snapshot = await handle.dump?.();
  await handle.close();
  if (!snapshot) throw new Error('PGlite gave no snapshot');
  const path = join(tmpdir(), `backoffice-demo-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('dbSnapshot', path);
  project.provide('dbTemplate', '');
  return () => {
    rmSync(path, { force: true });
    removeData();
    return Promise.resolve();
  };
}
