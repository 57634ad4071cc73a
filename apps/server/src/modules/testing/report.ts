import {
  type Locale,
  type QuestionStatus,
  type ReportGroup,
  type ResultCounts,
  type TestResult,
  type TestTaskReport,
  type TestTaskStatus,
  formatMessage,
  passRate,
  progressOf,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { projectNames } from '../attachments/people';
import { taskInProject, testingAccess } from './testAccess';
import { emptyCounts } from './tasks';

type Db = Kysely<Database>;

function group(key: string, name: string, counts: ResultCounts): ReportGroup {
  return { key, name, counts, progress: progressOf(counts), passRate: passRate(counts) };
}

/**
 * GET testTask/report: progress and pass rate of the task overall, by module and by executor (the person
 * the case is assigned to), and the defects its runs filed or were linked to, with their status now.
 */
export async function testTaskReport(
  db: Db,
  options: { projectId: number; taskId: number; userId: number; locale: Locale },
): Promise<TestTaskReport> {
  await testingAccess(db, options);
  const task = await taskInProject(db, options.projectId, options.taskId);
  const cases = await db
    .selectFrom('test_task_cases')
    .select(['id', 'title', 'module_name', 'executor_id', 'result'])
    .where('task_id', '=', task.id)
    .execute();
  const counts = emptyCounts();
  const byModule = new Map<string, ResultCounts>();
  const byExecutor = new Map<string, ResultCounts>();
  const bump = (map: Map<string, ResultCounts>, key: string, result: TestResult) => {
    const entry = map.get(key) ?? emptyCounts();
    entry[result] += 1;
    map.set(key, entry);
  };
  for (const row of cases) {
    const result = row.result as TestResult;
    counts[result] += 1;
    bump(byModule, row.module_name ?? '', result);
    bump(byExecutor, row.executor_id === null ? '' : String(row.executor_id), result);
  }
  const names = await projectNames(
    db,
    task.project_id,
    cases.map((row) => row.executor_id).filter((id): id is number => id !== null),
  );
  const none = formatMessage(options.locale, 'testReportUnassigned');
  const defects = cases.length
    ? await db
        .selectFrom('question_test_cases')
        .innerJoin('questions', 'questions.id', 'question_test_cases.question_id')
        .innerJoin('test_task_cases', 'test_task_cases.id', 'question_test_cases.task_case_id')
        .select([
          'questions.id',
          'questions.number',
          'questions.title',
          'questions.status',
          'test_task_cases.title as caseName',
        ])
        .where('test_task_cases.task_id', '=', task.id)
        .orderBy('questions.number')
        .execute()
    : [];
  return {
    taskId: task.id,
    taskName: task.title,
    status: task.status as TestTaskStatus,
    total: cases.length,
    counts,
    progress: progressOf(counts),
    passRate: passRate(counts),
    byModule: [...byModule].map(([key, entry]) => group(key, key || none, entry)),
    byExecutor: [...byExecutor].map(([key, entry]) => group(key, key ? (names.get(Number(key)) ?? '') : none, entry)),
    defects: defects.map((defect) => ({
      questionId: defect.id,
      number: defect.number,
      questionName: defect.title,
      status: defect.status as QuestionStatus,
      caseName: defect.caseName,
    })),
  };
}
