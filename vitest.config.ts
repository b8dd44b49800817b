import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/testing/global-setup.ts'],
          hookTimeout: 120_000,
          testTimeout: 60_000,
          // PGlite takes a core per database: one test file at a time per core is enough.
          maxWorkers: 2,
          // Runs after the unit project (a project with its own worker limit needs its own group).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
