import { ALL_QUESTIONS_LIMIT, type QuestionRow } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 17: the "all" view's call, the list's filters and sorts without paging, bounded at 10,000 rows. */
describe('whole issue list', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
    const db = server.database.db;
    const base = { projectId: w.projectId, creatorId: w.admin.id };
    await buildQuestion(db, { ...base, handlerIds: [w.member.id], title: 'Crash on save', fields: { priority: 4 } });
    await buildQuestion(db, { ...base, handlerIds: [w.other.id], title: '导出报表太慢', status: 3 });
    await buildQuestion(db, { ...base, creatorId: w.other.id, handlerIds: [w.other.id], title: 'Draft', status: 1 });
  });

  const all = (filter: object, token = w.member.token, locale: 'en-US' | 'zh-CN' = 'en-US') =>
    apiAs(server, token, locale)<QuestionRow[]>('POST', 'questionInfo/getProjectProblemListAll', {
      projectId: w.projectId,
      ...filter,
    });

  it("answers every match in the list's order with handlers and names, hiding others' drafts", async () => {
    const answer = await all({});
    expect(answer.total).toBe(3);
    expect(answer.rows.map((row) => row.questionName)).toEqual([
      '导出报表太慢',
      'Crash on save',
      'Login button does nothing',
    ]);
    expect(answer.rows[1]).toMatchObject({
      priority: 4,
      handlers: [{ userId: w.member.id }],
      creator: { userId: w.admin.id },
    });
    expect((await all({ orderBy: 'priority', order: 'desc' })).rows[0]?.questionName).toBe('Crash on save');
    expect((await all({ status: [3] })).rows.map((row) => row.questionName)).toEqual(['导出报表太慢']);
    expect((await all({}, w.other.token)).total).toBe(4);
  });

  it('stops at the limit and still counts every match', async () => {
    const db = server.database.db;
    const now = new Date().toISOString();
    const extra = ALL_QUESTIONS_LIMIT + 5 - 3;
    const project = await db
      .updateTable('projects')
      .set((eb) => ({ question_seq: eb('question_seq', '+', extra) }))
      .where('id', '=', w.projectId)
      .returning('question_seq')
      .executeTakeFirstOrThrow();
    const first = project.question_seq - extra + 1;
    for (let start = 0; start < extra; start += 1_000) {
      const numbers = Array.from({ length: Math.min(1_000, extra - start) }, (_, index) => first + start + index);
      await db
        .insertInto('questions')
        .values(
          numbers.map((number) => ({
            project_id: w.projectId,
            number,
            title: `Bulk ${number}`,
            question_type: 2,
            severity: 1,
            priority: 1,
            status: 2,
            handling_mode: 'single' as const,
            creator_id: w.admin.id,
            create_time: now,
            update_time: now,
          })),
        )
        .execute();
    }
    const answer = await all({});
    expect(answer.total).toBe(ALL_QUESTIONS_LIMIT + 5);
    expect(answer.rows).toHaveLength(ALL_QUESTIONS_LIMIT);
    expect(answer.rows[0]?.number).toBe(project.question_seq);
  });

  it("refuses an unknown filter in the reader's language and shows nothing to a non-member", async () => {
    const refused = await all({ colour: 'red' });
    expect(refused.code).toBe(500);
    expect((await all({ colour: 'red' }, w.member.token, 'zh-CN')).msg).not.toBe(refused.msg);
    const outsider = await all({}, w.outsider.token);
    expect(outsider.code).toBe(404);
    expect(JSON.stringify(outsider)).not.toContain('Crash');
  });
});
