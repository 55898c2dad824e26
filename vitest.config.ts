import { configDefaults, defineConfig } from 'vitest/config';

/** Client tests that need the app's modules as they are at first load (see client-fresh). */
const FRESH_CLIENT_FILES = ['src/client/i18n/index.test.ts'];

/**
 * One runner, five projects in `npm test`: shared (pure logic), server (HTTP app on a real
 * database), client and client-fresh (components in jsdom), e2e (the built app in Chromium's
 * headless shell); and a sixth, resilience (the built server under load, database restarts,
 * crashes, two instances), run on its own by `npm run test:resilience`.
 */
export default defineConfig({
  resolve: { alias: { '@shared': new URL('./src/shared', import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          environment: 'node',
          sequence: { groupOrder: 2 },
          // The product's pure logic, and the scripts npm start and the build run.
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // Migrates once per run; each file copies the result (src/server/test/template.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
          // One file per core: the main process is idle meanwhile, and the default (cores - 1)
          // ran the suite one file at a time on two cores, taking about 1.7 times as long. A
          // maxWorkers of its own needs a group of its own, run last.
          maxWorkers: '100%',
          // Files share a worker's loaded modules instead of importing the whole app again each
          // (about 5 s a file, half the suite's time). Each file still has its own app, database
          // and users; caches of what a database holds are kept per database (db/client.ts).
          isolate: false,
          sequence: { groupOrder: 3 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          sequence: { groupOrder: 2 },
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...FRESH_CLIENT_FILES],
          setupFiles: ['src/client/test/setup.ts'],
          // Files share a worker's page and loaded modules instead of building a new jsdom and
          // importing React, the router and the screens again for each (60% of the project's
          // time). The setup file resets what a test may change: the DOM, storage, the language,
          // stubbed globals and mocks.
          isolate: false,
          // The first render of a lazily loaded screen compiles it; on a busy 2-core machine that
          // alone can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Tests of what the app holds when its modules first load, which a shared worker has
          // long since changed.
          name: 'client-fresh',
          environment: 'jsdom',
          sequence: { groupOrder: 2 },
          include: FRESH_CLIENT_FILES,
          setupFiles: ['src/client/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // First, two files at a time: one file alone waits on its pages much of the time (382 s
          // alone, 237 s two at a time on two cores); a CI run gives the PostgreSQL suites the
          // rest of the machine meanwhile (.ci/run). Not group 0: vitest runs a project with a
          // maxWorkers of its own left in group 0 last, after every group.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          include: ['tests/e2e/**/*.test.ts'],
          // Seeds one data folder per run; each file's server starts on a copy of it.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Not part of `npm test`: `npm run test:resilience` (built server, PostgreSQL).
          name: 'resilience',
          environment: 'node',
          include: ['tests/resilience/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
