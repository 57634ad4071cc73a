import {
  type AuditAction,
  type Locale,
  UPDATE_LOG_CONTENT_MAX,
  UPDATE_LOG_SUMMARY_MAX,
  type UpdateLogBody,
  type UpdateLogEntry,
  startsWithCalendarDay,
} from '@questline/contract';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { isBlankRichText, sanitizeRichText } from '../issues/richText';
import { type AuditActor, recordAudit } from '../admin/auditLog';

/** The checked, sanitised fields of an entry, or the first problem as a localised failure. */
function checkedEntry(body: UpdateLogBody) {
  const summary = body.summary.trim();
  const content = sanitizeRichText(body.content);
  // 2026-02-30 passes the schema's pattern but is no day.
  if (!startsWithCalendarDay(body.day)) throw failure('updateLogDayInvalid');
  if (summary === '') throw failure('updateLogSummaryRequired');
  if ([...summary].length > UPDATE_LOG_SUMMARY_MAX)
    throw failure('updateLogSummaryTooLong', { max: UPDATE_LOG_SUMMARY_MAX });
  if (isBlankRichText(content)) throw failure('updateLogContentRequired');
  if (content.length > UPDATE_LOG_CONTENT_MAX)
    throw failure('updateLogContentTooLong', { max: UPDATE_LOG_CONTENT_MAX });
  return { day: body.day, locale: body.locale, summary, content };
}

/** GET /register/updateLogYearList: the years with entries in the reader's language, newest first. */
export async function updateLogYears(db: Kysely<Database>, locale: Locale): Promise<number[]> {
  const rows = await db
    .selectFrom('update_log_entries')
    .select(sql<string>`substr(day, 1, 4)`.as('year'))
    .where('locale', '=', locale)
    .groupBy(sql`substr(day, 1, 4)`)
    .orderBy('year', 'desc')
    .execute();
  return rows.map((row) => Number(row.year));
}

/** GET /register/updateLogInfoList: one year's entries in the reader's language, newest first. */
export async function updateLogEntries(db: Kysely<Database>, locale: Locale, year: number): Promise<UpdateLogEntry[]> {
  return db
    .selectFrom('update_log_entries')
    .select(['id', 'day', 'locale', 'summary', 'content'])
    .where('locale', '=', locale)
    .where('day', '>=', `${year}-01-01`)
    .where('day', '<=', `${year}-12-31`)
    .orderBy('day', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One entry by id, in whichever language it was written: every entry is public once added (ADR 0120). */
export async function findUpdateLogEntry(db: Kysely<Database>, id: number): Promise<UpdateLogEntry | undefined> {
  return db
    .selectFrom('update_log_entries')
    .select(['id', 'day', 'locale', 'summary', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What the audit log keeps of a release (issue 35). */
const entryState = (row: UpdateLogEntry | undefined) => row ?? null;

async function entryOf(db: Kysely<Database> | Transaction<Database>, id: number) {
  return db
    .selectFrom('update_log_entries')
    .select(['id', 'day', 'locale', 'summary', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Each change writes its audit line in its own transaction (issue 35): the entry as it was and became. */
async function audited(
  db: Kysely<Database>,
  input: { actor: AuditActor; action: AuditAction; now: Date },
  change: (trx: Transaction<Database>) => Promise<{ id: number; before?: UpdateLogEntry }>,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const { id, before } = await change(trx);
    const after = await entryOf(trx, id);
    await recordAudit(trx, {
      actor: input.actor,
      action: input.action,
      targetType: 'updateLog',
      targetId: id,
      targetLabel: (after ?? before)?.day ?? String(id),
      before: entryState(before),
      after: entryState(after),
      now: input.now,
    });
    return { id };
  });
}

export async function addUpdateLogEntry(
  db: Kysely<Database>,
  input: { actor: AuditActor; body: UpdateLogBody; now: Date },
): Promise<{ id: number }> {
  const time = input.now.toISOString();
  const values = { ...checkedEntry(input.body), create_time: time, update_time: time };
  return audited(db, { actor: input.actor, action: 'updateLogCreate', now: input.now }, (trx) =>
    trx.insertInto('update_log_entries').values(values).returning('id').executeTakeFirstOrThrow(),
  );
}

export async function editUpdateLogEntry(
  db: Kysely<Database>,
  input: { actor: AuditActor; id: number; body: UpdateLogBody; now: Date },
): Promise<void> {
  const values = { ...checkedEntry(input.body), update_time: input.now.toISOString() };
  await audited(db, { actor: input.actor, action: 'updateLogEdit', now: input.now }, async (trx) => {
    const before = await entryOf(trx, input.id);
    if (!before) throw notFound();
    await trx.updateTable('update_log_entries').set(values).where('id', '=', input.id).execute();
    return { id: input.id, before };
  });
}

export async function deleteUpdateLogEntry(
  db: Kysely<Database>,
  input: { actor: AuditActor; id: number; now: Date },
): Promise<void> {
  await audited(db, { actor: input.actor, action: 'updateLogDelete', now: input.now }, async (trx) => {
    const before = await entryOf(trx, input.id);
    if (!before) throw notFound();
    await trx.deleteFrom('update_log_entries').where('id', '=', input.id).execute();
    return { id: input.id, before };
  });
}
