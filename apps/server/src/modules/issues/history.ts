import type { HistoryCode, QuestionStatus } from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { QuestionHistoryTable } from '../../db/issueSchema';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
export type HistoryRecord = Selectable<QuestionHistoryTable>;

export interface HistoryEntry {
  questionId: number;
  code: HistoryCode;
  operatorId: number;
  fromStatus?: QuestionStatus | null;
  toStatus?: QuestionStatus | null;
  note?: string;
  /** What changed besides the status (handlers, deadline, edited fields...), shown by the timeline. */
  detail?: Record<string, unknown>;
  now: Date;
}

/** The stored rows of history entries. */
export function historyRows(entries: readonly HistoryEntry[]) {
  return entries.map((entry) => ({
    question_id: entry.questionId,
    code: entry.code,
    operator_id: entry.operatorId,
    from_status: entry.fromStatus ?? null,
    to_status: entry.toStatus ?? null,
    note: entry.note ?? '',
    detail: JSON.stringify(entry.detail ?? {}),
    create_time: entry.now.toISOString(),
  }));
}

/** Spec point 4 "Issue history": one row per state-changing action, written in the action's transaction. */
export async function recordHistory(db: Executor, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insertInto('question_history').values(historyRows(entries)).execute();
}

/**
 * The same, answering the rows as stored, in the entries' order: a create presents its history row
 * without reading it back (issue 17).
 */
export async function recordHistoryRows(db: Executor, entries: readonly HistoryEntry[]): Promise<HistoryRecord[]> {
  if (entries.length === 0) return [];
  return db.insertInto('question_history').values(historyRows(entries)).returningAll().execute();
}
