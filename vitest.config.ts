import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One run for the whole repository. The server suite runs on SQLite always
 * and once more on PostgreSQL when TEST_DATABASE_URL is set (as in CI); the Redis store's
 * tests run when TEST_REDIS_URL is set (as in CI).
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
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
