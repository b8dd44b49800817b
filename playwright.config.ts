import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/** Ports of the static hosts under test (apart from `npm start`'s 4321 and 4322). */
export const testPorts = { admin: 4331, lecturer: 4332 } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${testPorts.admin}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node_modules/.bin/tsx scripts/serve.ts',
    url: `http://localhost:${testPorts.admin}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ADMIN_PORT: String(testPorts.admin),
      LECTURER_PORT: String(testPorts.lecturer),
      EXPOSE_STORES: '1',
    },
  },
});
