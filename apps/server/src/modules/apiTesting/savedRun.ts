import {
  type ApiRunSaved,
  type AssertionResult,
  type Locale,
  TEST_RUN_NOTE_MAX,
  TEST_TASK_TITLE_MAX_BYTES,
  TestResultCode,
  cutToBytes,
  describeActual,
  describeAssertion,
  formatMessage,
  type saveApiRunBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { type RecordedCase, insertRecordedTask } from '../testing/recordedTask';
import { type HistoryRecord, testerAccess, inProject } from './access';

/** A collection run is an integration test of the interfaces it calls (ADR 0122). */
const RUN_PHASE = 4;

/** What the run said of one request: status and time, or why there was no answer, then each assertion. */
function noteOf(locale: Locale, entry: HistoryRecord | undefined): string {
  if (!entry) return formatMessage(locale, 'apiRunNotSent');
  const head =
    entry.status === null ? (entry.error ?? '') : `HTTP ${String(entry.status)}, ${String(entry.time_ms)} ms`;
  const lines = (JSON.parse(entry.assertions) as AssertionResult[]).map(
    (result) =>
      `${result.passed ? '✓' : '✗'} ${describeAssertion(locale, result.assertion)}${result.passed ? '' : ` (${describeActual(locale, result)})`}`,
  );
  return Array.from([`${entry.method} ${entry.url}`, head, ...lines].join('\n'))
    .slice(0, TEST_RUN_NOTE_MAX)
    .join('');
}

/**
 * POST apiTesting/run/save (issue 34): a collection run the page made becomes a complete test task of the project's
 * test management, one case per request with its result and the run's note. Results are read from the caller's own
 * history entries, never from what the page says passed; a request the page could not send (its address refused)
 * is a failure.
 */
export async function saveRun(
  db: Kysely<Database>,
  options: { body: z.infer<typeof saveApiRunBody>; userId: number; now: Date; locale: Locale },
): Promise<ApiRunSaved> {
  const { body, userId, now, locale } = options;
  await testerAccess(db, { projectId: body.projectId, userId, now });
  const collection = await inProject(db, 'api_collections', body.projectId, body.collectionId);
  const requestIds = body.results.map((result) => result.requestId);
  const historyIds = body.results.flatMap((result) => (result.historyId === null ? [] : [result.historyId]));
  const requests = await db
    .selectFrom('api_requests')
    .select(['id', 'name', 'folder_id'])
    .where('collection_id', '=', collection.id)
    .where('id', 'in', requestIds)
    .execute();
  const entries = historyIds.length
    ? await db
        .selectFrom('api_history')
        .selectAll()
        .where('project_id', '=', body.projectId)
        .where('user_id', '=', userId)
        .where('id', 'in', historyIds)
        .execute()
    : [];
  const folders = await db
    .selectFrom('api_folders')
    .select(['id', 'name'])
    .where('collection_id', '=', collection.id)
    .execute();
  const cases: RecordedCase[] = body.results.map((result) => {
    const request = requests.find((row) => row.id === result.requestId);
    const entry = entries.find((row) => row.id === result.historyId);
    if (!request || (result.historyId !== null && entry?.request_id !== request.id)) {
      throw failure('apiRunResultsInvalid');
    }
    return {
      title: request.name,
      moduleName: folders.find((folder) => folder.id === request.folder_id)?.name ?? collection.name,
      result: entry?.passed === 1 ? TestResultCode.pass : TestResultCode.fail,
      note: noteOf(locale, entry),
    };
  });
  const passed = cases.filter((recorded) => recorded.result === TestResultCode.pass).length;
  const timeMs = entries.reduce((sum, entry) => sum + entry.time_ms, 0);
  const stamp = now.toISOString().slice(0, 16).replace('T', ' ');
  const title = cutToBytes(`${collection.name} ${stamp}`, TEST_TASK_TITLE_MAX_BYTES);
  const description = formatMessage(locale, 'apiRunDescription', {
    collection: collection.name,
    passed,
    failed: cases.length - passed,
    time: timeMs,
  });
  const taskId = await db
    .transaction()
    .execute((trx) =>
      insertRecordedTask(trx, { projectId: body.projectId, title, phase: RUN_PHASE, description, userId, now, cases }),
    );
  return { taskId, passed, failed: cases.length - passed, timeMs };
}
