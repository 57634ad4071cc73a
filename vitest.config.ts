import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One run for the whole repository. The server suite runs on SQLite always
 * and once more on PostgreSQL when TEST_DATABASE_URL is set (as in CI); the Redis store's
 * tests run when TEST_REDIS_URL is set (as in CI). The suites of the modules that keep files run a third time,
 * on SQLite with the S3 driver (server-s3).
 */
const serverProject = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `server-${dialect}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    // *.sqlite.test.ts covers what only the embedded default has (WAL, the built bundle's own start-up);
    // *.postgres.test.ts what only PostgreSQL has (its connection pool);
    // *.redis.test.ts needs a Redis (TEST_REDIS_URL) and runs once, beside SQLite.
    exclude: [
      ...(dialect === 'postgres'
        ? ['src/**/*.sqlite.test.ts', 'src/**/*.redis.test.ts']
        : ['src/**/*.postgres.test.ts']),
      ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
    ],
    environment: 'node',
    env: { QUESTLINE_TEST_DIALECT: dialect },
    // Migrated once per run into a template each file's database copies (ADR 0096).
    globalSetup: ['src/test/templateDatabase.ts'],
    // Files share a worker's loaded modules instead of importing the whole app again each (ADR 0096): every file
    // builds its own app on its own database, and the server keeps no state at module level.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

/**
 * The API suites of the modules that keep files (issue 32 "API tests ... with both storage drivers"), run once more
 * with the S3 driver against one s3rver (ADR 0133). Only these: every other suite never reaches the storage, and
 * the vitest phase is the longest of CI (issue 40). A module that starts keeping files adds its suite here.
 */
const FILE_SUITES = [
  'src/modules/ai/images.test.ts',
  'src/modules/attachments/*.test.ts',
  'src/modules/demo/demo.test.ts',
  'src/modules/disk/*.test.ts',
  'src/modules/downloads/downloads.test.ts',
  'src/modules/finance/finance.test.ts',
  'src/modules/finance/invoices/invoices.test.ts',
  'src/modules/finance/refusals.test.ts',
  'src/modules/issues/comments.test.ts',
  'src/modules/issues/createdDetail.test.ts',
  'src/modules/knowledge/images.test.ts',
  'src/modules/mobileUpload/*.test.ts',
  'src/modules/plans/deliverables.test.ts',
  'src/modules/points/mall/mall.test.ts',
  'src/modules/profile/avatar.test.ts',
  'src/modules/projects/projects.test.ts',
  'src/modules/recording/recording.test.ts',
  'src/modules/resources/*.test.ts',
  'src/modules/issueShares/shares.test.ts',
  'src/modules/social/socialAvatar.test.ts',
  'src/modules/testing/runs.test.ts',
  'src/modules/workOrders/workOrders.test.ts',
];

const serverS3Project = {
  test: {
    ...serverProject('sqlite').test,
    name: 'server-s3',
    include: FILE_SUITES,
    exclude: ['src/**/*.postgres.test.ts', 'src/**/*.redis.test.ts'],
    env: { QUESTLINE_TEST_DIALECT: 'sqlite', QUESTLINE_TEST_STORAGE: 's3' },
    globalSetup: ['src/test/templateDatabase.ts', 'src/test/bucketSetup.ts'],
  },
};

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, so a two-core machine ran every file in turn; the
    // main process only transforms and reports, and two workers took the web files from 166 s to 104 s (issue 40).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      serverProject('sqlite'),
      serverS3Project,
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A worker's files share its jsdom window and loaded packages, each file with its own app modules (ADR 0096,
          // second addendum): 240 s for the web files where a window and a module graph per file took 614 s. setup.ts
          // ends a file once its lazy imports have landed and fails the file that stopped the window's animation
          // frames, the two ways one file reached the next.
          isolate: false,
          // A hang is caught at a minute as surely as at 20 s; a web test that takes 5 s on a quiet machine took 22 s
          // in a clean-clone CI run with a load average of 12, and timed out there (issue 40).
          testTimeout: 60_000,
        },
      },
    ],
  },
});
