import { type Kysely, Migrator, sql } from 'kysely';
import type { Database } from './schema';
import { accounts } from './migrations/0001-accounts';
import { ephemeral } from './migrations/0002-ephemeral';
import { auth } from './migrations/0003-auth';
import { profile } from './migrations/0004-profile';
import { projects } from './migrations/0005-projects';
import { teams } from './migrations/0006-teams';
import { issues } from './migrations/0007-issues';
import { titleGramsBackfill } from './migrations/0008-title-grams';
import { updateLog } from './migrations/0010-update-log';
import { testManagement } from './migrations/0011-test-management';
import { knowledgeBase } from './migrations/0012-knowledge-base';
import { projectPlans } from './migrations/0013-plans';
import { notices } from './migrations/0009-notices';
import { iterations } from './migrations/0014-iterations';
import { statisticsIndexes } from './migrations/0015-statistics-indexes';
import { orders } from './migrations/0016-orders';
import { invoices } from './migrations/0017-invoices';
import { performanceIndexes } from './migrations/0018-performance-indexes';
import { writeIndexes } from './migrations/0020-write-indexes';
import { memberInvitations } from './migrations/0021-member-invitations';
import { systemSettings } from './migrations/0023-system-settings';
import { idempotentRequests } from './migrations/0024-idempotent-requests';
import { completionResolution } from './migrations/0025-completion-resolution';
import { joiningWithoutSms } from './migrations/0026-joining-without-sms';
import { pointsLedger } from './migrations/0027-points-ledger';
import { pointsMall } from './migrations/0028-points-mall';
import { workOrders } from './migrations/0029-work-orders';
import { networkDisk } from './migrations/0030-network-disk';
import { diskShares } from './migrations/0031-disk-shares';
import { resourceStore } from './migrations/0032-resource-store';
import { mobileUpload } from './migrations/0033-mobile-upload';
import { demoSandboxes } from './migrations/0034-demo-sandboxes';
import { apiTesting } from './migrations/0035-api-testing';
import { ai } from './migrations/0036-ai';
import { searchIndexes } from './migrations/0037-search-indexes';
import { admin } from './migrations/0038-admin';
import { messaging } from './migrations/0039-messaging';
import { type Migration, type MigrationDb, isPostgres } from './migrations/kit';

/**
 * Forward-only: migrations are listed in code (so the bundled server carries
 * them) and never edited once released; a change is a new entry.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-accounts': accounts,
  '0002-ephemeral': ephemeral,
  '0003-auth': auth,
  '0004-profile': profile,
  '0005-projects': projects,
  '0006-teams': teams,
  '0007-issues': issues,
  '0008-title-grams': titleGramsBackfill,
  '0010-update-log': updateLog,
  '0011-test-management': testManagement,
  '0012-knowledge-base': knowledgeBase,
  '0013-plans': projectPlans,
  '0009-notices': notices,
  '0014-iterations': iterations,
  '0015-statistics-indexes': statisticsIndexes,
  '0016-orders': orders,
  '0017-invoices': invoices,
  '0018-performance-indexes': performanceIndexes,
  '0020-write-indexes': writeIndexes,
  '0021-member-invitations': memberInvitations,
  '0023-system-settings': systemSettings,
  '0024-idempotent-requests': idempotentRequests,
  '0025-completion-resolution': completionResolution,
  '0026-joining-without-sms': joiningWithoutSms,
  '0027-points-ledger': pointsLedger,
  '0028-points-mall': pointsMall,
  '0029-work-orders': workOrders,
  '0030-network-disk': networkDisk,
  '0031-disk-shares': diskShares,
  '0032-resource-store': resourceStore,
  '0033-mobile-upload': mobileUpload,
  '0034-demo-sandboxes': demoSandboxes,
  '0035-api-testing': apiTesting,
  '0036-ai': ai,
  '0037-search-indexes': searchIndexes,
  '0038-admin': admin,
  '0039-messaging': messaging,
};

/** Every migration this build knows: a backup that ran any other comes from a newer Questline (issue 36). */
export const knownMigrations: readonly string[] = Object.keys(migrations);

/** SQLite answers SQLITE_BUSY while another process holds the write lock: the migrating instance, for a while. */
const WRITE_LOCK_WAIT_MS = 10 * 60_000;

function isBusy(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY');
}

/**
 * SQLite's own lock in place of an advisory one: BEGIN IMMEDIATE takes the database's write lock, so instances
 * starting together migrate one after the other, and the next finds nothing left to do. The whole run is one
 * transaction (Kysely runs SQLite's migrations without one), so a migration that fails leaves the database as it was.
 */
async function inWriteTransaction<T extends { error?: unknown }>(
  db: MigrationDb,
  run: (connection: MigrationDb) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    const giveUpAt = Date.now() + WRITE_LOCK_WAIT_MS;
    for (;;) {
      try {
        await sql`begin immediate`.execute(connection);
        break;
      } catch (error) {
        if (!isBusy(error) || Date.now() > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const outcome = await run(connection).catch((error: unknown) => ({ error }) as T);
    await sql.raw(outcome.error === undefined ? 'commit' : 'rollback').execute(connection);
    return outcome;
  });
}

/**
 * Runs the migrations of `list` not yet run, or, with `upTo`, those up to and including that one, all or none: on
 * PostgreSQL Kysely holds an advisory lock and one transaction around them, on SQLite inWriteTransaction does.
 * The list is a parameter so that a test can add a migration that fails.
 */
export async function runMigrations(
  db: Kysely<Database>,
  list: Record<string, Migration>,
  upTo?: string,
): Promise<string[]> {
  const run = (target: MigrationDb) => {
    // A release may have run migrations numbered above one that landed after it: 0009-notices came after 0010 and
    // 0011 had shipped with the public site (issue 36, ADR 0134). Each still runs once, the missing ones in order.
    const migrator = new Migrator({
      db: target,
      provider: { getMigrations: () => Promise.resolve(list) },
      allowUnorderedMigrations: true,
    });
    return upTo === undefined ? migrator.migrateToLatest() : migrator.migrateTo(upTo);
  };
  const target = db as unknown as MigrationDb;
  const { error, results = [] } = await (isPostgres(target) ? run(target) : inWriteTransaction(target, run));
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Runs the migrations not yet run, or, with `upTo`, those up to and including that one: a data migration's test
 * fills the tables as the migration before it left them, then runs the rest.
 */
export function migrateToLatest(db: Kysely<Database>, upTo?: string): Promise<string[]> {
  return runMigrations(db, migrations, upTo);
}
