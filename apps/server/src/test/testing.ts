import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface TestingObjects {
  /** A library module with one step-mode case in it. */
  testModuleId: number;
  testCaseId: number;
  /** A task "in progress" owned and run by the member, holding that case with one failed run. */
  testTaskId: number;
  testTaskCaseId: number;
  testRunId: number;
}

/** The test-management objects of a world (issue 14), straight into the database. */
export async function buildTestingObjects(
  db: Kysely<Database>,
  options: { projectId: number; memberId: number },
): Promise<TestingObjects> {
  const time = new Date().toISOString();
  const stamps = { create_time: time, update_time: time };
  const module = await db
    .insertInto('test_modules')
    .values({ project_id: options.projectId, parent_id: null, name: 'Sign-in', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const steps = [{ action: 'Open the sign-in page', expected: 'The form shows' }];
  const content = {
    caseName: 'Sign in',
    caseType: 1,
    priority: 3,
    moduleId: module.id,
    precondition: '',
    mode: 'step',
    textSteps: '',
    textExpected: '',
    steps,
    tags: [],
  };
  const testCase = await db
    .insertInto('test_cases')
    .values({
      project_id: options.projectId,
      module_id: module.id,
      title: 'Sign in',
      case_type: 1,
      priority: 3,
      precondition: '',
      mode: 'step',
      text_steps: '',
      text_expected: '',
      steps: JSON.stringify(steps),
      tags: '[]',
      version: 1,
      creator_id: options.memberId,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('test_case_versions')
    .values({
      case_id: testCase.id,
      version: 1,
      content: JSON.stringify(content),
      editor_id: options.memberId,
      create_time: time,
    })
    .execute();
  const task = await db
    .insertInto('test_tasks')
    .values({
      project_id: options.projectId,
      title: 'Smoke',
      phase: 1,
      status: 3,
      start_date: time.slice(0, 10),
      end_date: time.slice(0, 10),
      version_id: null,
      owner_id: options.memberId,
      description: '',
      creator_id: options.memberId,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('test_task_executors').values({ task_id: task.id, user_id: options.memberId }).execute();
  const taskCase = await db
    .insertInto('test_task_cases')
    .values({
      task_id: task.id,
      case_id: testCase.id,
      title: 'Sign in',
      module_name: 'Sign-in',
      priority: 3,
      executor_id: options.memberId,
      result: 2,
      last_run_time: time,
      sort: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const run = await db
    .insertInto('test_runs')
    .values({
      task_case_id: taskCase.id,
      case_version: 1,
      result: 2,
      note: 'The form never shows',
      step_results: JSON.stringify([{ result: 2, actual: 'Blank page' }]),
      executor_id: options.memberId,
      create_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    testModuleId: module.id,
    testCaseId: testCase.id,
    testTaskId: task.id,
    testTaskCaseId: taskCase.id,
    testRunId: run.id,
  };
}
