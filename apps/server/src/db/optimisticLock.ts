import type { MessageKey } from '@questline/contract';
import { type SqlBool, type UpdateQueryBuilder, type UpdateResult, sql } from 'kysely';
import { failure } from '../http/errors';

/**
 * Optimistic concurrency (DOMAIN.md "Identifiers and times"), the one helper of every edit that carries the
 * `updateTime` its client last saw (issue 29, ADR 0140): a row that changed since is refused with the kind's "changed
 * by someone else, reload" message (code 500) and nothing is written.
 */

/** The next `updateTime`: never equal to the last one, so two saves in one millisecond still differ. */
export function nextUpdateTime(previous: string, now: Date): string {
  const last = Date.parse(previous);
  return new Date(Number.isNaN(last) || now.getTime() > last ? now.getTime() : last + 1).toISOString();
}

/** Refuses at once when the row read is not the one the client saw, before any work starts. */
export function requireUnchanged(row: { update_time: string }, seen: string, stale: MessageKey): void {
  if (row.update_time !== seen) throw failure(stale);
}

/**
 * Runs a one-row update only where the row's `update_time` is still `seen`, and refuses when it was not: of two
 * writers who loaded the same row, the second changes nothing (and, inside a transaction, undoes its other writes).
 */
export async function updateUnchanged<DB, UT extends keyof DB, TB extends keyof DB>(
  update: UpdateQueryBuilder<DB, UT, TB, UpdateResult>,
  seen: string,
  stale: MessageKey,
): Promise<void> {
  const result = await update.where(sql<SqlBool>`${sql.ref('update_time')} = ${seen}`).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw failure(stale);
}
