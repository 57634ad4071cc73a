import { loadConfig } from './config';
import { databaseTarget, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

/** `npm run migrate`: brings the configured database to the latest schema. */
const config = loadConfig();
const handle = openDatabase(databaseTarget(config));
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await handle.close();
}
