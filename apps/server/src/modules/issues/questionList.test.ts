import type { QuestionRow, QuestionTypeCounts } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 10: the issue list's filters, sorts, paging and type counts (spec points 7 "Issues", 9). */
describe('issue list', () => {
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
    await buildQuestion(db, {
      ...base,
      handlerIds: [w.other.id],
      title: 'Crash when saving 100% of data',
      fields: { priority: 4, severity: 3, questionType: 1, moduleId: w.moduleId, deadline: '2030-01-05', terminal: 3 },
    });
    await buildQuestion(db, {
      ...base,
      handlerIds: [w.member.id],
      title: '导出报表太慢',
      status: 3,
      fields: { priority: 1, questionType: 4, versionId: w.versionId, deadline: '2030-02-01', ccIds: [w.owner.id] },
    });
    await buildQuestion(db, {
      ...base,
      handlerIds: [w.other.id, w.member.id],
      title: 'Add dark mode',
      status: 7,
      fields: { priority: 2, questionType: 3, defectCategory: 5 },
    });
    await buildQuestion(db, {
      ...base,
      creatorId: w.other.id,
      handlerIds: [w.other.id],
      title: 'Secret draft',
      status: 1,
    });
  });

  const list = async (filter: object, page = { pageNum: 1, pageSize: 10 }, token = w.member.token) =>
    apiAs(server, token, 'en-US')<QuestionRow[]>(
      'POST',
      `questionInfo/getProjectProblemList?pageNum=${page.pageNum}&pageSize=${page.pageSize}`,
      { projectId: w.projectId, ...filter },
    );
  const titles = async (filter: object, token?: string) =>
    (await list(filter, undefined, token)).rows.map((row) => row.questionName);

  it("lists newest number first with the total, hiding others' drafts", async () => {
    const answer = await list({});
    expect(answer.total).toBe(4);
    expect(answer.rows.map((row) => row.number)).toEqual([4, 3, 2, 1]);
    expect(answer.rows[0]).toMatchObject({ questionName: 'Add dark mode', status: 7, creator: { userId: w.admin.id } });
    expect(await titles({}, w.other.token)).toContain('Secret draft');
  });

  it('keeps the draft rule whatever statuses are filtered (the rule is left out only when drafts cannot match)', async () => {
    expect(await titles({ status: [1] })).toEqual([]);
    expect(await titles({ status: [1, 7] })).toEqual(['Add dark mode']);
    expect((await list({ status: [1, 7] })).total).toBe(1);
    expect(await titles({ status: [1, 7] }, w.other.token)).toEqual(['Secret draft', 'Add dark mode']);
    expect(await titles({ status: [2, 7] }, w.other.token)).toEqual([
      'Add dark mode',
      'Crash when saving 100% of data',
      'Login button does nothing',
    ]);
  });

  it('filters by every kind of field', async () => {
    expect(await titles({ questionType: 1 })).toEqual(['Crash when saving 100% of data', 'Login button does nothing']);
    expect(await titles({ status: [3, 7] })).toEqual(['Add dark mode', '导出报表太慢']);
    expect(await titles({ priority: [4], severity: [3] })).toEqual(['Crash when saving 100% of data']);
    expect(await titles({ handlerUserIds: [w.member.id] })).toEqual([
      'Add dark mode',
      '导出报表太慢',
      'Login button does nothing',
    ]);
    expect(await titles({ ccUserIds: [w.owner.id] })).toEqual(['导出报表太慢']);
    expect(await titles({ creatorUserIds: [w.member.id] })).toEqual(['Login button does nothing']);
    expect(await titles({ moduleIds: [w.moduleId] })).toEqual(['Crash when saving 100% of data']);
    expect(await titles({ versionIds: [w.versionId] })).toEqual(['导出报表太慢']);
    expect(await titles({ terminal: [3] })).toEqual(['Crash when saving 100% of data']);
    expect(await titles({ defectCategory: [5] })).toEqual(['Add dark mode']);
    expect(await titles({ deadlineFrom: '2030-01-10', deadlineTo: '2030-12-31' })).toEqual(['导出报表太慢']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ createFrom: today, createTo: today })).total).toBe(4);
    expect((await list({ createTo: '2000-01-01' })).total).toBe(0);
  });

  it('searches the keyword literally in titles and by number, case-insensitively', async () => {
    expect(await titles({ keyword: 'CRASH' })).toEqual(['Crash when saving 100% of data']);
    expect(await titles({ keyword: '100%' })).toEqual(['Crash when saving 100% of data']);
    expect(await titles({ keyword: '_' })).toEqual([]);
    expect(await titles({ keyword: '报表' })).toEqual(['导出报表太慢']);
    expect(await titles({ keyword: '#3' })).toEqual(['导出报表太慢']);
  });

  it('scopes to what I handle, created, am copied on or collected', async () => {
    expect(await titles({ scope: 'handling' })).toEqual(['Add dark mode', '导出报表太慢', 'Login button does nothing']);
    expect(await titles({ scope: 'created' })).toEqual(['Login button does nothing']);
    expect(await titles({ scope: 'cc' }, w.owner.token)).toEqual(['导出报表太慢']);
    await server.database.db
      .insertInto('question_collects')
      .values({ user_id: w.member.id, question_id: w.question.id, create_time: '' })
      .execute();
    expect(await titles({ scope: 'collected' })).toEqual(['Login button does nothing']);
  });

  it('sorts on the shown columns, both ways, and pages', async () => {
    expect(await titles({ orderBy: 'priority', order: 'desc' })).toEqual([
      'Crash when saving 100% of data',
      'Add dark mode',
      'Login button does nothing',
      '导出报表太慢',
    ]);
    expect((await list({ orderBy: 'number', order: 'asc' })).rows.map((row) => row.number)).toEqual([1, 2, 3, 4]);
    const second = await list({ orderBy: 'number', order: 'asc' }, { pageNum: 2, pageSize: 5 });
    expect(second).toMatchObject({ total: 4, rows: [] });
    const small = await list({ orderBy: 'number', order: 'asc' }, { pageNum: 2, pageSize: 5 });
    expect(small.rows).toEqual([]);
  });

  it('refuses page sizes outside 5..300 and unknown filters', async () => {
    expect((await list({}, { pageNum: 1, pageSize: 301 })).code).toBe(500);
    expect((await list({}, { pageNum: 1, pageSize: 4 })).code).toBe(500);
    expect((await list({ status: [11] })).code).toBe(500);
    expect((await list({ orderBy: 'handlers' })).code).toBe(500);
    expect((await list({ colour: 'red' })).code).toBe(500);
  });

  it('counts the type tabs with the same draft rule', async () => {
    const counts = async (token: string) =>
      (await apiAs(server, token)<QuestionTypeCounts>('GET', 'questionInfo/listNum', { projectId: w.projectId })).data;
    expect(await counts(w.member.token)).toEqual({ 0: 4, 1: 2, 2: 0, 3: 1, 4: 1 });
    expect(await counts(w.other.token)).toEqual({ 0: 5, 1: 3, 2: 0, 3: 1, 4: 1 });
  });

  it('shows nothing to a non-member', async () => {
    const answer = await list({}, undefined, w.outsider.token);
    expect(answer.code).toBe(404);
    expect(JSON.stringify(answer)).not.toContain('Crash');
  });
});
