import { defineConfig } from 'vitest/config';

/**
 * The deploy project serves the built dist/ (the `deploy` step, after the build): it runs only
 * when named (`vitest run --project deploy`), not in a plain `vitest run` (the `unit` step, which
 * does not wait for a build).
 */
const deployNamed = process.argv.some(
  (arg, index) =>
    arg === '--project=deploy' || (arg === 'deploy' && process.argv[index - 1] === '--project'),
);

export default defineConfig({
  test: {
    projects: [
      ...(deployNamed
        ? [
            {
              test: {
                name: 'deploy',
                include: ['tests/deploy/**/*.test.ts'],
                environment: 'node',
                // A child process: the nginx helper handles this process's signals and exit.
                pool: 'forks' as const,
                // As root, the first run may install nginx-light (apt-get, under a minute).
                hookTimeout: 120_000,
                testTimeout: 60_000,
              },
            },
          ]
        : []),
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
