import { API_ALLOWED_HOSTS_SETTING, type ApiAllowedHosts } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Issue 34: the hosts of the installation's own network the tester may reach, set by a platform administrator on
 * the page and kept in system_settings, so every instance reads the same list; until set, the server's
 * API_TESTER_ALLOWED_HOSTS.
 */
export async function allowedHosts(db: Kysely<Database>, fallback: readonly string[]): Promise<ApiAllowedHosts> {
  const row = await db
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', API_ALLOWED_HOSTS_SETTING)
    .executeTakeFirst();
  if (!row) return { hosts: [...fallback], source: 'environment' };
  return { hosts: JSON.parse(row.value) as string[], source: 'database' };
}

export async function setAllowedHosts(
  db: Kysely<Database>,
  options: { hosts: readonly string[]; now: Date },
): Promise<ApiAllowedHosts> {
  const hosts = [...new Set(options.hosts)];
  const value = JSON.stringify(hosts);
  const time = options.now.toISOString();
  await db
    .insertInto('system_settings')
    .values({ key: API_ALLOWED_HOSTS_SETTING, value, update_time: time })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, update_time: time }))
    .execute();
  return { hosts, source: 'database' };
}
