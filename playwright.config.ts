import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/** E2E_PORT_OFFSET moves every port and the data folder, to run two test runs side by side. */
export const e2ePortOffset = Number(process.env['E2E_PORT_OFFSET'] ?? 0);

/**
 * Parallel workers, each testing its own stack (API, database copy, admin and lecturer hosts).
 * E2E_WORKERS overrides it, as does `--workers` on the command line.
 */
const workers = Number(process.env['E2E_WORKERS'] ?? 2);

/**
 * Ports of the stack of worker slot `slot` (Playwright's parallel index), apart from `npm start`'s
 * 8787, 4321 and 4322, the own stack of the upload test that kills its API (8798, 4351, 4352) and
 * that of the object storage test (8796, 4347, 4348).
 */
export function stackPorts(slot: number) {
  const shift = e2ePortOffset + 100 * slot;
  return { api: 8797 + shift, admin: 4331 + shift, lecturer: 4332 + shift } as const;
}

/** The origins of the stack of a worker slot. */
export function stackOrigins(slot: number) {
  const ports = stackPorts(slot);
  return {
    api: `http://localhost:${String(ports.api)}`,
    admin: `http://localhost:${String(ports.admin)}`,
    lecturer: `http://localhost:${String(ports.lecturer)}`,
  } as const;
}

/** The folder of this run's data: the demo database's template and each stack's DATA_DIR. */
export const e2eDataRoot = `.data/e2e${e2ePortOffset ? `-${String(e2ePortOffset)}` : ''}`;

/** The DATA_DIR of the stack of a worker slot (relative to the repository). */
export function stackDataDir(slot: number): string {
  return `${e2eDataRoot}/worker-${String(slot)}`;
}

/**
 * This process's worker slot: Playwright gives every worker process its parallel index (a worker
 * started again after a failure keeps it), the runner has none (slot 0).
 */
export const workerSlot = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);

/** The ports of the stack under test in this worker. */
export const testPorts = stackPorts(workerSlot);

/** The origins under test in this worker. */
export const testOrigins = stackOrigins(workerSlot);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Room for a busy 2-core machine (CI, or a loaded workstation): a passing test takes what it
  // takes, only a stuck one waits this long.
  timeout: 120_000,
  // Assertions wait for what an event already set off (tests wait for the events themselves, with
  // no budget of their own); room for a busy 2-core machine to render it.
  expect: { timeout: 10_000 },
  // Builds the site when stale, creates the demo database once, and starts one stack per worker
  // on a copy of it, with each demo account signed in once (tests/e2e/support/global-setup.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: testOrigins.admin,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      // E2E_CHROMIUM_FEATURES_OFF: Playwright's own --disable-features plus Chromium's omnibox
      // popups, which each context's hidden window would build (two renderers each, about a fifth
      // of the run's CPU). Chromium reads only the last --disable-features, so the global setup
      // joins both lists (tests/e2e/support/chromium-features.ts).
      args: [
        ...chromiumArgs,
        ...(process.env['E2E_CHROMIUM_FEATURES_OFF']
          ? [`--disable-features=${process.env['E2E_CHROMIUM_FEATURES_OFF']}`]
          : []),
      ],
    },
    // A failed test keeps its trace: every action with the page's DOM before and after it, the
    // network and the console. Without the screencast, which cost a third of a CPU second a test.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    // The upload spec is one serial group of about 100 s: first in the queue, it runs beside the
    // other specs instead of after them on one worker while the other waits.
    { name: 'uploads', testMatch: /\/uploads\.spec\.ts$/ },
    { name: 'browser', testIgnore: /\/uploads\.spec\.ts$/ },
  ],
});
