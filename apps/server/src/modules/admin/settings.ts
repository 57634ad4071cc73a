import {
  ADDRESS_SETTINGS_KEY,
  type AdminSettings,
  type EditableServiceAddresses,
  PORTAL_SETTINGS_KEY,
  type PortalSettings,
  type PortalSettingsBody,
  type ServiceAddresses,
  type ServiceAddressesBody,
  type SettingsSource,
  portalSettingsBody,
  serviceAddressesBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type AuditActor, recordAudit } from './auditLog';

type SettingsConfig = Pick<Config, 'portal' | 'addresses'>;

/** One group of settings kept as one JSON value in system_settings, with the environment's values as its default. */
interface SettingsGroup<Value, Body> {
  key: string;
  schema: z.ZodType<Value, Body>;
  environment: (config: SettingsConfig) => Value;
}

const PORTAL: SettingsGroup<PortalSettings, PortalSettingsBody> = {
  key: PORTAL_SETTINGS_KEY,
  schema: portalSettingsBody,
  // The environment's PORTAL_* variables have no support image.
  environment: (config) => ({ ...config.portal, supportImage: null }),
};

const ADDRESSES: SettingsGroup<EditableServiceAddresses, ServiceAddressesBody> = {
  key: ADDRESS_SETTINGS_KEY,
  schema: serviceAddressesBody,
  environment: ({ addresses }) => ({
    postApi: addresses.postApi,
    netDisk: addresses.netDisk,
    netShare: addresses.netShare,
    aiChat: addresses.aiChat,
    imageService: addresses.imageService,
  }),
};

/**
 * A group as every instance serves it: read from the database on each use, with no copy kept in memory, so a
 * change saved through one instance is what all of them answer from the next request on (ADR 0128). A stored
 * value that no longer passes the schema (written by an older version) falls back to the environment.
 */
async function readGroup<Value, Body>(
  db: Kysely<Database>,
  config: SettingsConfig,
  group: SettingsGroup<Value, Body>,
): Promise<{ value: Value; source: SettingsSource }> {
  const row = await db.selectFrom('system_settings').select('value').where('key', '=', group.key).executeTakeFirst();
  const stored = row ? group.schema.safeParse(JSON.parse(row.value)) : null;
  return stored?.success
    ? { value: stored.data, source: 'database' }
    : { value: group.environment(config), source: 'environment' };
}

/** Saves a whole group at once, audited with what it replaced, in one transaction. */
async function saveGroup<Value, Body>(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  group: SettingsGroup<Value, Body>,
  input: { actor: AuditActor; body: Body },
): Promise<Value> {
  // The route validated the body already; parsing again gives the output type with its defaults filled in.
  const value = group.schema.parse(input.body);
  const now = deps.now();
  const time = now.toISOString();
  const json = JSON.stringify(value);
  await deps.db.transaction().execute(async (trx) => {
    const before = await readGroup(trx, deps.config, group);
    await trx
      .insertInto('system_settings')
      .values({ key: group.key, value: json, update_time: time })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json, update_time: time }))
      .execute();
    await recordAudit(trx, {
      actor: input.actor,
      action: 'settingsUpdate',
      targetType: 'setting',
      targetId: group.key,
      targetLabel: group.key,
      before: before.value,
      after: value,
      now,
    });
  });
  return value;
}

/** GET ADMIN_PATHS.settings: every group in use and where each comes from. */
export async function adminSettings(db: Kysely<Database>, config: SettingsConfig): Promise<AdminSettings> {
  const [portal, addresses] = await Promise.all([readGroup(db, config, PORTAL), readGroup(db, config, ADDRESSES)]);
  return {
    portal: portal.value,
    source: portal.source,
    addresses: addresses.value,
    addressesSource: addresses.source,
  };
}

export async function portalSettings(db: Kysely<Database>, config: SettingsConfig): Promise<PortalSettings> {
  return (await readGroup(db, config, PORTAL)).value;
}

/** The addresses getInfo hands to the web app (spec point 3), the chat's from IM_URL. */
export async function serviceAddresses(db: Kysely<Database>, config: SettingsConfig): Promise<ServiceAddresses> {
  return { ...(await readGroup(db, config, ADDRESSES)).value, im: config.addresses.im };
}

/** POST ADMIN_PATHS.savePortalSettings. */
export async function savePortalSettings(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: { actor: AuditActor; body: PortalSettingsBody },
): Promise<AdminSettings> {
  await saveGroup(deps, PORTAL, input);
  return adminSettings(deps.db, deps.config);
}

/** POST ADMIN_PATHS.saveAddressSettings. */
export async function saveAddressSettings(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: { actor: AuditActor; body: ServiceAddressesBody },
): Promise<AdminSettings> {
  await saveGroup(deps, ADDRESSES, input);
  return adminSettings(deps.db, deps.config);
}
