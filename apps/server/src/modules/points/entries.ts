import type {
  PointsAdjustBody,
  PointsAmendBody,
  PointsEntryRow,
  PointsListQuery,
  PointsSource,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { auditPointsChange } from './pointsAudit';
import type { AuditActor } from '../admin/auditLog';
import { isUniqueViolation } from '../../db/uniqueViolation';
import type { Caller } from '../../http/access';
import { AppError, failure, notFound } from '../../http/errors';
import { postPoints } from './ledger';

type Db = Kysely<Database>;

function entries(db: Db | Transaction<Database>) {
  return db
    .selectFrom('points_ledger')
    .innerJoin('users', 'users.id', 'points_ledger.user_id')
    .select([
      'points_ledger.id',
      'points_ledger.user_id',
      'users.nick_name',
      'points_ledger.points',
      'points_ledger.source',
      'points_ledger.reason',
      'points_ledger.balance_after',
      'points_ledger.ref_id',
      'points_ledger.create_time',
    ]);
}

type EntryRecord = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

function toRow(record: EntryRecord): PointsEntryRow {
  return {
    id: record.id,
    userId: record.user_id,
    userName: record.nick_name,
    points: record.points,
    source: record.source,
    reason: record.reason,
    balanceAfter: record.balance_after,
    refId: record.ref_id,
    createTime: record.create_time,
  };
}

/**
 * integral/list: newest first. A person reads only their own ledger (asking for someone else's answers 404, as if
 * it did not exist); the platform administrator reads anyone's, or everyone's without `userId`.
 */
export async function listEntries(
  db: Db,
  caller: Caller,
  query: PointsListQuery,
): Promise<{ rows: PointsEntryRow[]; total: number }> {
  if (!caller.isPlatformAdmin && query.userId !== undefined && query.userId !== caller.userId) throw notFound();
  const userId = caller.isPlatformAdmin ? query.userId : caller.userId;
  let filtered = entries(db);
  if (userId !== undefined) filtered = filtered.where('points_ledger.user_id', '=', userId);
  if (query.source) filtered = filtered.where('points_ledger.source', '=', query.source);
  if (query.beginDate) filtered = filtered.where('points_ledger.create_time', '>=', query.beginDate);
  // The end day is included: every instant that starts with it sorts before the next day.
  if (query.endDate) filtered = filtered.where('points_ledger.create_time', '<', `${query.endDate}T99`);
  const [records, counted] = await Promise.all([
    filtered
      .orderBy('points_ledger.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: records.map(toRow), total: Number(counted.total) };
}

/** integral/{id}: the caller's own entry, or anyone's for the platform administrator; else 404. */
export async function entryOf(db: Db, caller: Caller, id: number): Promise<PointsEntryRow> {
  const record = await entries(db).where('points_ledger.id', '=', id).executeTakeFirst();
  if (!record || (!caller.isPlatformAdmin && record.user_id !== caller.userId)) throw notFound();
  return toRow(record);
}

async function adjustIn(
  trx: Transaction<Database>,
  entry: { userId: number; points: number; source: PointsSource; reason: string; refId?: number; at: string },
): Promise<PointsEntryRow> {
  const posted = await postPoints(trx, entry);
  return toRow(await entries(trx).where('points_ledger.id', '=', posted.entryId).executeTakeFirstOrThrow());
}

/** POST integral (platform administrator): points given to or taken from a person, never below 0. */
export async function adjustPoints(
  db: Db,
  input: { actor: AuditActor; body: PointsAdjustBody; now: Date },
): Promise<PointsEntryRow> {
  const { body, now } = input;
  const user = await db.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst();
  if (!user) throw notFound();
  return db.transaction().execute(async (trx) => {
    const entry = await adjustIn(trx, {
      userId: body.userId,
      points: body.points,
      source: 'adjustment',
      reason: body.reason,
      at: now.toISOString(),
    });
    await auditPointsChange(trx, { actor: input.actor, action: 'pointsAdjust', entry, now });
    return entry;
  });
}

/**
 * Writes the entry that undoes entry `id`: the history keeps both. A reversing entry is not reversed again, an
 * entry is reversed once (a unique key settles two racing administrators), and a reversal that would take the
 * balance below 0 (the points were spent) is refused.
 */
async function reverseIn(trx: Transaction<Database>, id: number, reason: string, at: string): Promise<PointsEntryRow> {
  const target = await trx
    .selectFrom('points_ledger')
    .select(['id', 'user_id', 'points', 'source'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!target) throw notFound();
  if (target.source === 'reversal') throw failure('pointsEntryIsReversal');
  const reversed = await trx
    .selectFrom('points_ledger')
    .select('id')
    .where('source', '=', 'reversal')
    .where('ref_id', '=', id)
    .executeTakeFirst();
  if (reversed) throw failure('pointsEntryReversed');
  try {
    return await adjustIn(trx, {
      userId: target.user_id,
      points: -target.points,
      source: 'reversal',
      reason,
      refId: id,
      at,
    });
  } catch (error) {
    if (error instanceof AppError && error.key === 'pointsNotEnough') throw failure('pointsReversalOverdraws');
    throw error;
  }
}

async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw failure('pointsEntryReversed');
    throw error;
  }
}

/** DELETE integral/{id} (platform administrator): the entry is reversed, not erased. */
export function reverseEntry(db: Db, input: { actor: AuditActor; id: number; now: Date }): Promise<PointsEntryRow> {
  const { id, now } = input;
  return inTransaction(db, async (trx) => {
    const entry = await reverseIn(trx, id, `reversal of #${String(id)}`, now.toISOString());
    await auditPointsChange(trx, { actor: input.actor, action: 'pointsReverse', entry, now });
    return entry;
  });
}

/**
 * PUT integral (platform administrator): an adjustment of the new amount takes the entry's place and the entry is
 * reversed, in that order, so amending a credit the person partly spent still passes when the net change allows.
 */
export function amendEntry(
  db: Db,
  input: { actor: AuditActor; body: PointsAmendBody; now: Date },
): Promise<PointsEntryRow> {
  const { body, now } = input;
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const target = await trx.selectFrom('points_ledger').select('user_id').where('id', '=', body.id).executeTakeFirst();
    if (!target) throw notFound();
    const replacement = await adjustIn(trx, {
      userId: target.user_id,
      points: body.points,
      source: 'adjustment',
      reason: body.reason,
      at,
    });
    const reversal = await reverseIn(trx, body.id, body.reason, at);
    // One line for the amendment: the balance before both entries, after both, and the replacement's amount.
    await auditPointsChange(trx, {
      actor: input.actor,
      action: 'pointsAmend',
      entry: { ...replacement, balanceAfter: reversal.balanceAfter, points: replacement.points + reversal.points },
      now,
    });
    return replacement;
  });
}
