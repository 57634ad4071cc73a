import {
  type AdminSettings,
  PORTAL_SETTINGS_KEY,
  type PortalSettings,
  type PortalSettingsBody,
  portalSettingsBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type AuditActor, recordAudit } from './auditLog';

/** The environment's PORTAL_* variables: the portal's settings until an administrator saves them (issue 35). */
function environmentPortal(config: Pick<Config, 'portal'>): PortalSettings {
  return { ...config.portal, supportImage: null };
}

/**
 * The settings as every instance serves them: read from the database on each use, with no copy kept in memory,
 * so a change saved through one instance is what all of them answer from the next request on (ADR 0128). A
 * stored value that no longer passes the schema (written by an older version) falls back to the environment.
 */
export async function adminSettings(db: Kysely<Database>, config: Pick<Config, 'portal'>): Promise<AdminSettings> {
  const row = await db
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', PORTAL_SETTINGS_KEY)
    .executeTakeFirst();
  const stored = row ? portalSettingsBody.safeParse(JSON.parse(row.value)) : null;
  return stored?.success
    ? { portal: stored.data, source: 'database' }
    : { portal: environmentPortal(config), source: 'environment' };
}

export async function portalSettings(db: Kysely<Database>, config: Pick<Config, 'portal'>): Promise<PortalSettings> {
  return (await adminSettings(db, config)).portal;
}

/** POST ADMIN_PATHS.savePortalSettings: the whole group at once, audited with what it replaced. */
export async function savePortalSettings(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: { actor: AuditActor; body: PortalSettingsBody },
): Promise<AdminSettings> {
  // The route validated the body already; parsing again gives the output type with its defaults filled in.
  const portal = portalSettingsBody.parse(input.body);
  const now = deps.now();
  const time = now.toISOString();
  const value = JSON.stringify(portal);
  await deps.db.transaction().execute(async (trx) => {
    const before = await adminSettings(trx, deps.config);
    await trx
      .insertInto('system_settings')
      .values({ key: PORTAL_SETTINGS_KEY, value, update_time: time })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, update_time: time }))
      .execute();
    await recordAudit(trx, {
      actor: input.actor,
      action: 'settingsUpdate',
      targetType: 'setting',
      targetId: PORTAL_SETTINGS_KEY,
      targetLabel: PORTAL_SETTINGS_KEY,
      before: before.portal,
      after: portal,
      now,
    });
  });
  return { portal, source: 'database' };
}
