import { type RecordedResult, TestTaskStatusCode, type TestPhase } from '@questline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** One case of a run made elsewhere: its title, where it sat, its result and what the run said of it. */
export interface RecordedCase {
  title: string;
  moduleName: string | null;
  result: RecordedResult;
  note: string;
}

/** The case title and module columns hold 64 characters. */
const cut = (text: string, max = 64) => Array.from(text).slice(0, max).join('');

/**
 * A test task recorded whole from a run made outside the run screen (issue 34: an interface-test collection run):
 * complete at once, its cases copies without a library case (as a task case whose library case was deleted), each
 * with the one run that gave its result, all by the person who ran it. Inside the caller's transaction.
 */
export async function insertRecordedTask(
  trx: Transaction<Database>,
  options: {
    projectId: number;
    title: string;
    phase: TestPhase;
    description: string;
    userId: number;
    now: Date;
    cases: readonly RecordedCase[];
  },
): Promise<number> {
  const time = options.now.toISOString();
  const day = time.slice(0, 10);
  const task = await trx
    .insertInto('test_tasks')
    .values({
      project_id: options.projectId,
      title: options.title,
      phase: options.phase,
      status: TestTaskStatusCode.complete,
      start_date: day,
      end_date: day,
      version_id: null,
      owner_id: options.userId,
      description: options.description,
      creator_id: options.userId,
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('test_task_executors').values({ task_id: task.id, user_id: options.userId }).execute();
  for (const [index, recorded] of options.cases.entries()) {
    const taskCase = await trx
      .insertInto('test_task_cases')
      .values({
        task_id: task.id,
        case_id: null,
        title: cut(recorded.title),
        module_name: recorded.moduleName === null ? null : cut(recorded.moduleName),
        priority: 2,
        executor_id: options.userId,
        result: recorded.result,
        last_run_time: time,
        sort: index + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('test_runs')
      .values({
        task_case_id: taskCase.id,
        case_version: 1,
        result: recorded.result,
        note: recorded.note,
        step_results: '[]',
        executor_id: options.userId,
        create_time: time,
      })
      .execute();
  }
  return task.id;
}
