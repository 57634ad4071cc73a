import type { HistoryCode, QuestionStatus } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

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

/** Spec point 4 "Issue history": one row per state-changing action, written in the action's transaction. */
export async function recordHistory(db: Executor, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('question_history')
    .values(
      entries.map((entry) => ({
        question_id: entry.questionId,
        code: entry.code,
        operator_id: entry.operatorId,
        from_status: entry.fromStatus ?? null,
        to_status: entry.toStatus ?? null,
        note: entry.note ?? '',
        detail: JSON.stringify(entry.detail ?? {}),
        create_time: entry.now.toISOString(),
      })),
    )
    .execute();
}
