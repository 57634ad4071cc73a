import {
  type Locale,
  UPDATE_LOG_CONTENT_MAX,
  UPDATE_LOG_SUMMARY_MAX,
  type UpdateLogBody,
  type UpdateLogEntry,
  startsWithCalendarDay,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { isBlankRichText, sanitizeRichText } from '../issues/richText';

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

export async function addUpdateLogEntry(db: Kysely<Database>, body: UpdateLogBody, now: Date): Promise<{ id: number }> {
  const time = now.toISOString();
  return db
    .insertInto('update_log_entries')
    .values({ ...checkedEntry(body), create_time: time, update_time: time })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function editUpdateLogEntry(
  db: Kysely<Database>,
  id: number,
  body: UpdateLogBody,
  now: Date,
): Promise<void> {
  const result = await db
    .updateTable('update_log_entries')
    .set({ ...checkedEntry(body), update_time: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound();
}

export async function deleteUpdateLogEntry(db: Kysely<Database>, id: number): Promise<void> {
  const result = await db.deleteFrom('update_log_entries').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound();
}
