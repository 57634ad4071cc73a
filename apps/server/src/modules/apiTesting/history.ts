import {
  API_HISTORY_KEEP,
  type ApiHistoryDetail,
  type ApiHistoryRow,
  type ApiResponse,
  type AssertionResult,
  type HttpMethod,
} from '@questline/contract';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ApiHistoryTable } from '../../db/apiTestingSchema';
import type { Database } from '../../db/schema';
import { type HistoryRecord, historyOfCaller, testerAccess } from './access';

type Db = Kysely<Database>;

export function presentHistoryRow(row: HistoryRecord): ApiHistoryRow {
  return {
    historyId: row.id,
    requestId: row.request_id,
    collectionId: row.collection_id,
    name: row.name,
    method: row.method as HttpMethod,
    url: row.url,
    status: row.status,
    error: row.error,
    timeMs: row.time_ms,
    size: row.size,
    passed: row.passed === 1,
    failedAssertions: row.failed_assertions,
    createTime: row.create_time,
  };
}

export function presentHistoryDetail(row: HistoryRecord): ApiHistoryDetail {
  return {
    ...presentHistoryRow(row),
    requestText: row.request_text,
    response: row.response === null ? null : (JSON.parse(row.response) as ApiResponse),
    assertions: JSON.parse(row.assertions) as AssertionResult[],
  };
}

/**
 * Keeps one sent request in its sender's history and lets the oldest go past API_HISTORY_KEEP (per person and
 * project), in one transaction.
 */
export async function recordHistory(db: Db, entry: Insertable<ApiHistoryTable>): Promise<number> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const { id } = await trx.insertInto('api_history').values(entry).returning('id').executeTakeFirstOrThrow();
    const beyond = await trx
      .selectFrom('api_history')
      .select('id')
      .where('project_id', '=', entry.project_id)
      .where('user_id', '=', entry.user_id)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(API_HISTORY_KEEP)
      .executeTakeFirst();
    if (beyond) {
      await trx
        .deleteFrom('api_history')
        .where('project_id', '=', entry.project_id)
        .where('user_id', '=', entry.user_id)
        .where('id', '<=', beyond.id)
        .execute();
    }
    return id;
  });
}

/** GET apiTesting/history: the caller's own sends in the project, newest first. */
export async function listHistory(db: Db, options: { projectId: number; userId: number }): Promise<ApiHistoryRow[]> {
  await testerAccess(db, options);
  const rows = await db
    .selectFrom('api_history')
    .selectAll()
    .where('project_id', '=', options.projectId)
    .where('user_id', '=', options.userId)
    .orderBy('id', 'desc')
    .limit(API_HISTORY_KEEP)
    .execute();
  return rows.map(presentHistoryRow);
}

export async function getHistoryEntry(
  db: Db,
  options: { projectId: number; userId: number; historyId: number },
): Promise<ApiHistoryDetail> {
  await testerAccess(db, options);
  return presentHistoryDetail(await historyOfCaller(db, options));
}

export async function clearHistory(db: Db, options: { projectId: number; userId: number }): Promise<void> {
  await testerAccess(db, options);
  await db
    .deleteFrom('api_history')
    .where('project_id', '=', options.projectId)
    .where('user_id', '=', options.userId)
    .execute();
}
