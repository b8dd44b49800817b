import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Worker threads start faster than child processes: 38 s -> 31 s for the 115 files.
          pool: 'threads',
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
          // The files of a worker share its modules: each file still gets its own database, data
          // folder and app (server/src/testing/harness.ts), but the server's module graph and
          // PGlite's WebAssembly load once per worker instead of once per file (half the CPU).
          // The front-end unit tests keep their isolation (they mock modules and share stores).
          isolate: false,
          // Runs after the unit project (a project with its own worker limit needs its own group).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
