import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DialectName } from './db/database';
import type { Database } from './db/schema';

/** What routes hand to services: built once at start-up, passed explicitly. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
}
