import { loadConfig } from './config';
import { databaseTarget, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './demo/seed';

/**
 * `npm run demo`: migrates the configured database and fills it with a small bilingual demo team
 * (issue 10), printing how to sign in. DEMO_PASSWORD chooses the shared password.
 */
const config = loadConfig();
const handle = openDatabase(databaseTarget(config));
try {
  await migrateToLatest(handle.db);
  const result = await seedDemo(handle.db, {
    password: process.env.DEMO_PASSWORD ?? 'questline-demo',
    now: new Date(),
    dialect: handle.dialect,
  });
  console.log(
    `Demo team ready: ${result.projects} projects, ${result.questions} issues.\n` +
      `Sign in as any of ${result.phones.join(', ')} with the password "${result.password}".`,
  );
} finally {
  await handle.close();
}
