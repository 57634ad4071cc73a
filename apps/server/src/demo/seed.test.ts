import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database';
import { seedDemo } from './seed';

/** Issue 10 "Demo workspace": a living product for a newcomer, through the real services. */
describe('demo workspace', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('fills two projects with issues in every status, with history and comments, once', async () => {
    const result = await seedDemo(database.db, {
      password: 'demo-pass-1',
      now: new Date('2026-11-20T08:00:00Z'),
      dialect: database.dialect,
    });
    expect(result).toMatchObject({ projects: 2, questions: 34 });
    const statuses = await database.db.selectFrom('questions').select('status').distinct().execute();
    expect(statuses.map((row) => row.status).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const codes = await database.db.selectFrom('question_history').select('code').distinct().execute();
    expect(codes.map((row) => row.code).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 10, 11, 12, 13, 15, 16]);
    const comments = await database.db.selectFrom('question_comments').select('id').execute();
    expect(comments.length).toBeGreaterThan(5);
    const plans = await database.db.selectFrom('plan_items').select('item_type').execute();
    expect(plans.map((row) => row.item_type).sort()).toEqual([1, 1, 2, 2, 3, 3]);
    const linked = await database.db.selectFrom('questions').select('id').where('plan_id', 'is not', null).execute();
    expect(linked).toHaveLength(12);
    // Each project has a test task ready to run with its three cases, and a space with a checklist to edit.
    const runs = await database.db
      .selectFrom('test_tasks')
      .innerJoin('test_task_cases', 'test_task_cases.task_id', 'test_tasks.id')
      .select('test_tasks.title')
      .execute();
    expect(runs.map((run) => run.title).sort()).toEqual([
      ...Array<string>(3).fill('1.9 billing regression'),
      ...Array<string>(3).fill('v2.4 登录回归测试'),
    ]);
    const documents = await database.db.selectFrom('knowledge_documents').select('title').execute();
    expect(documents.map((document) => document.title).sort()).toEqual(['Release checklist', '发版检查清单']);
    await expect(seedDemo(database.db, { password: 'x', now: new Date(), dialect: database.dialect })).rejects.toThrow(
      'already',
    );
  });
});
