import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
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
import type { Migration, MigrationDb } from './migrations/kit';

/**
 * Forward-only: migrations are listed in code (so the bundled server carries
 * them) and never edited once released; a change is a new entry.
 */
const migrations: Record<string, Migration> = {
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
};

/** Every migration this build knows: a backup that ran any other comes from a newer Questline (issue 36). */
export const knownMigrations: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/**
 * Runs the migrations not yet run, or, with `upTo`, those up to and including that one: a data migration's test
 * fills the tables as the migration before it left them, then runs the rest.
 */
export async function migrateToLatest(db: Kysely<Database>, upTo?: string): Promise<string[]> {
  // A release may have run migrations numbered above one that landed after it: 0009-notices came after 0010 and 0011
  // had shipped with the public site (issue 36, ADR 0134). Each migration still runs once, the missing ones in order.
  const migrator = new Migrator({ db: db as unknown as MigrationDb, provider, allowUnorderedMigrations: true });
  const { error, results = [] } = await (upTo === undefined ? migrator.migrateToLatest() : migrator.migrateTo(upTo));
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
