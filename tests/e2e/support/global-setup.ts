/**
 * Before the browser tests: builds the site when stale, creates the demo data once (a PGlite data
 * folder with the covers' files), and starts one stack per worker on its own copy of it (API on
 * its own port and DATA_DIR, admin and lecturer hosts pointing at that API), so workers never
 * share data and a test that changes a platform setting affects only its own worker. Each demo
 * account signs in once per stack; tests reuse those sessions (tests/e2e/support/sessions.ts).
 * The stacks stop when the run ends.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { e2eDataRoot, stackDataDir, stackOrigins, stackPorts } from '../../../playwright.config.ts';
import { buildSiteIfStale } from '../../../scripts/site-build.ts';
import { openDatabase } from '../../../server/src/db/index.ts';
import { readEnv } from '../../../server/src/env.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../../server/src/seed/accounts.ts';
import { seedDemo } from '../../../server/src/seed/demo.ts';
import { diskStorage } from '../../../server/src/storage/disk.ts';
import { featuresToDisable } from './chromium-features.ts';
import { demoTemplateDir, startOwnStack, type OwnStack } from './own-stack.ts';
import { sessionsFile, storageStateFile, storageStateOf } from './sessions.ts';
import { repoRoot } from './source-files.ts';

/** Creates the demo data as the API's first start does (migrations, then the demo seed). */
async function createTemplate(dir: string): Promise<void> {
  const handle = await openDatabase(join(dir, 'pglite'));
  try {
    await seedDemo(handle.db, {
      scale: 1,
      twdToUsdRate: readEnv().TWD_TO_USD_RATE,
      storage: diskStorage(dir, 1),
    });
  } finally {
    await handle.close();
  }
}

/** Signs every demo account in on a stack's API and writes their tokens and storage states. */
async function signInAll(slot: number, apiBase: string): Promise<void> {
  const tokens: Record<string, string> = {};
  for (const { email } of demoAccounts) {
    const response = await fetch(`${apiBase}/v2/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as { token?: string };
    if (response.status !== 200 || !body.token) {
      throw new Error(`Sign-in of ${email} answered ${String(response.status)}`);
    }
    tokens[email] = body.token;
    writeFileSync(storageStateFile(slot, email), JSON.stringify(storageStateOf(body.token)));
  }
  writeFileSync(sessionsFile(slot), JSON.stringify(tokens));
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  buildSiteIfStale();
  const root = join(repoRoot, e2eDataRoot);
  rmSync(root, { recursive: true, force: true });
  // Workers read it when they load the configuration (after this setup).
  const [features] = await Promise.all([featuresToDisable(), createTemplate(demoTemplateDir)]);
  process.env['E2E_CHROMIUM_FEATURES_OFF'] = features;
  const stacks: OwnStack[] = [];
  const close = async () => {
    await Promise.all(stacks.map((stack) => stack.close()));
  };
  try {
    await Promise.all(
      Array.from({ length: config.workers }, async (_, slot) => {
        const dataDir = join(repoRoot, stackDataDir(slot));
        cpSync(demoTemplateDir, dataDir, { recursive: true });
        const ports = stackPorts(slot);
        const stack = await startOwnStack({
          apiPort: ports.api,
          adminPort: ports.admin,
          lecturerPort: ports.lecturer,
          dataDir,
          echoErrors: true,
        });
        stacks.push(stack);
        await signInAll(slot, stackOrigins(slot).api);
      }),
    );
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}
