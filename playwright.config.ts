import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const basePort = Number(process.env['E2E_PORT_OFFSET'] ?? 0);

/**
 * Ports of the product under test (apart from `npm start`'s 8787, 4321 and 4322); E2E_PORT_OFFSET
 * moves them, to run two test runs side by side.
 */
export const testPorts = {
  api: 8797 + basePort,
  admin: 4331 + basePort,
  lecturer: 4332 + basePort,
} as const;

/** The origins under test. */
export const testOrigins = {
  api: `http://localhost:${testPorts.api}`,
  admin: `http://localhost:${testPorts.admin}`,
  lecturer: `http://localhost:${testPorts.lecturer}`,
} as const;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Room for a busy 2-core machine (CI, or a loaded workstation): a passing test takes what it
  // takes, only a stuck one waits this long.
  timeout: 120_000,
  // Assertions wait for what an event already set off (tests wait for the events themselves, with
  // no budget of their own); room for a busy 2-core machine to render it.
  expect: { timeout: 10_000 },
  use: {
    baseURL: testOrigins.admin,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'product', testIgnore: /\/settings\.spec\.ts$/ },
    // The settings spec changes the platform's USD rate, which other specs' prices read: it runs
    // once every other spec is done (the API is one for both workers).
    { name: 'settings', testMatch: /\/settings\.spec\.ts$/, dependencies: ['product'] },
  ],
  webServer: {
    // The whole product: API on a fresh PGlite with demo data, and both hosts.
    command: 'node_modules/.bin/tsx scripts/start.ts --fresh --expose-stores',
    url: `${testOrigins.api}/openapi.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      API_PORT: String(testPorts.api),
      PUBLIC_URL: testOrigins.api,
      ADMIN_ORIGIN: testOrigins.admin,
      LECTURER_ORIGIN: testOrigins.lecturer,
      DATA_DIR: `.data/e2e${basePort ? `-${String(basePort)}` : ''}`,
    },
  },
});
