import type { TestCaseDetail, TestCaseRow, TestCaseVersion, TestModuleTree } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { buildQuestion } from '../../test/questions';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';

const steps = [
  { action: 'Open the sign-in page', expected: 'The form shows' },
  { action: 'Enter a valid password', expected: 'The project home opens' },
];

/** Issue 14: the case library (spec points 2 "testLibrary", 3 "Test case", 5 "Test case"). */
describe('case library', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const count = async (table: 'test_cases' | 'test_modules' | 'test_case_versions') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newCase = (body: object, token = w.member.token, language: 'zh-CN' | 'en-US' = 'en-US') =>
    as(token, language)<TestCaseDetail>('POST', 'testCase', { projectId: w.projectId, ...body });

  it('builds a module tree of its own and counts the cases in each module', async () => {
    const api = as(w.member.token);
    const child = await api<{ moduleId: number }>('POST', 'testModule', {
      projectId: w.projectId,
      parentId: w.testModuleId,
      name: 'Phone code',
    });
    expect(child.code).toBe(200);
    await newCase({ caseName: 'Code expires', moduleId: child.data.moduleId });
    const tree = await api<TestModuleTree>('GET', `testModule/tree?projectId=${w.projectId}`);
    expect(tree.data.rootCaseCount).toBe(0);
    expect(tree.data.modules).toMatchObject([
      { moduleId: w.testModuleId, name: 'Sign-in', caseCount: 1, children: [{ name: 'Phone code', caseCount: 1 }] },
    ]);
    const rename = await api('PUT', 'testModule', {
      projectId: w.projectId,
      moduleId: child.data.moduleId,
      name: 'SMS',
    });
    expect(rename.code).toBe(200);
    const notEmpty = await api('POST', 'testModule/delete', { projectId: w.projectId, moduleId: w.testModuleId });
    expect(notEmpty).toMatchObject({
      code: 500,
      msg: 'This module still holds cases or sub-modules and cannot be deleted',
    });
    const foreignParent = await api('POST', 'testModule', { projectId: w.projectId, parentId: 999_999, name: 'X' });
    expect(foreignParent.code).toBe(500);
  });

  it('creates a step case, refuses titles over 32 bytes and members in the root module (spec point 5)', async () => {
    const created = await newCase({
      caseName: 'Sign in works',
      mode: 'step',
      steps,
      moduleId: w.testModuleId,
      tags: ['smoke'],
    });
    expect(created).toMatchObject({
      code: 200,
      data: { caseName: 'Sign in works', version: 1, mode: 'step', steps, moduleName: 'Sign-in', tags: ['smoke'] },
    });
    const before = await count('test_cases');
    const tooLong = await newCase({ caseName: '登录'.repeat(6), moduleId: w.testModuleId }, w.member.token, 'zh-CN');
    expect(tooLong.code).toBe(500);
    expect(tooLong.msg).toContain('32 个字节');
    const root = await newCase({ caseName: 'Root case' });
    expect(root).toMatchObject({
      code: 403,
      msg: 'Only project admins can create cases in the root module; choose a module',
    });
    const rootZh = await newCase({ caseName: 'Root case' }, w.member.token, 'zh-CN');
    expect(rootZh.msg).toBe('只有项目管理员可以在根模块下创建用例，请选择一个模块');
    const noSteps = await newCase({ caseName: 'Empty', mode: 'step', moduleId: w.testModuleId });
    expect(noSteps.code).toBe(500);
    expect(await count('test_cases')).toBe(before);
    const adminRoot = await newCase({ caseName: 'Root case' }, w.admin.token);
    expect(adminRoot).toMatchObject({ code: 200, data: { moduleId: null } });
  });

  it('links only requirements (issues of type 3) of the same project', async () => {
    const requirement = await buildQuestion(server.database.db, {
      projectId: w.projectId,
      creatorId: w.member.id,
      handlerIds: [w.member.id],
      title: 'Phone sign-in',
      fields: { questionType: 3 },
    });
    const linked = await newCase({ caseName: 'Phone', moduleId: w.testModuleId, requirementIds: [requirement.id] });
    expect(linked.data.requirements).toEqual([
      { questionId: requirement.id, number: requirement.number, questionName: 'Phone sign-in' },
    ]);
    const defect = await newCase({ caseName: 'Phone', moduleId: w.testModuleId, requirementIds: [w.question.id] });
    expect(defect).toMatchObject({
      code: 500,
      msg: 'Linked requirements must be issues of type "Requirement" in this project',
    });
  });

  it('keeps every version of a case, so a run can show the one it ran', async () => {
    const api = as(w.member.token);
    const body = {
      projectId: w.projectId,
      caseId: w.testCaseId,
      caseName: 'Sign in',
      moduleId: w.testModuleId,
      mode: 'step',
    };
    const edited = await api<TestCaseDetail>('PUT', 'testCase', { ...body, steps, priority: 4 });
    expect(edited.data).toMatchObject({ version: 2, priority: 4, steps });
    const same = await api<TestCaseDetail>('PUT', 'testCase', { ...body, steps, priority: 4 });
    expect(same.data.version).toBe(2);
    const versions = await api<TestCaseVersion[]>(
      'GET',
      `testCase/versions?projectId=${w.projectId}&caseId=${w.testCaseId}`,
    );
    expect(versions.data.map((version) => [version.version, version.content.steps.length])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    const rootMove = await api('PUT', 'testCase', { ...body, steps, moduleId: null });
    expect(rootMove.code).toBe(403);
  });

  it('copies, moves, bulk-edits and deletes cases, all or nothing', async () => {
    const api = as(w.member.token);
    const target = await api<{ moduleId: number }>('POST', 'testModule', { projectId: w.projectId, name: 'Target' });
    const moduleId = target.data.moduleId;
    const copied = await api('POST', 'testCase/copy', { projectId: w.projectId, caseIds: [w.testCaseId], moduleId });
    expect(copied).toMatchObject({ code: 200, data: { count: 1 } });
    const list = async (filter: object) =>
      (await api<TestCaseRow[]>('POST', 'testCase/list?pageNum=1&pageSize=10', { projectId: w.projectId, ...filter }))
        .rows;
    const inTarget = await list({ moduleId });
    expect(inTarget.map((row) => [row.caseName, row.version])).toEqual([['Sign in', 1]]);
    const copyId = inTarget[0]?.caseId ?? 0;

    const mixed = await api('PUT', 'testCase/move', {
      projectId: w.projectId,
      caseIds: [copyId, 999_999],
      moduleId: w.testModuleId,
    });
    expect(mixed.code).toBe(500);
    expect(await list({ moduleId })).toHaveLength(1);
    expect(
      await api('PUT', 'testCase/move', { projectId: w.projectId, caseIds: [copyId], moduleId: null }),
    ).toMatchObject({
      code: 403,
    });
    const moved = await api('PUT', 'testCase/move', {
      projectId: w.projectId,
      caseIds: [copyId],
      moduleId: w.testModuleId,
    });
    expect(moved.code).toBe(200);
    expect(await list({ moduleId: w.testModuleId })).toHaveLength(2);

    const edited = await api('PUT', 'testCase/batchEdit', {
      projectId: w.projectId,
      caseIds: [w.testCaseId, copyId],
      priority: 1,
      addTags: ['regression'],
    });
    expect(edited).toMatchObject({ code: 200, data: { count: 2 } });
    const tagged = await list({ tag: 'regression' });
    expect(tagged.map((row) => [row.priority, row.version])).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect(await list({ keyword: 'sign', priority: 1 })).toHaveLength(2);
    const deleted = await api('POST', 'testCase/delete', { projectId: w.projectId, caseIds: [copyId] });
    expect(deleted).toMatchObject({ code: 200, data: { count: 1 } });
    expect(await list({})).toHaveLength(1);
  });

  it('filters by a whole tag, never by a part of one or by LIKE wildcards (ADR 0048)', async () => {
    const tagged: [string, string[]][] = [
      ['Exact', ['ui']],
      ['Longer', ['ui-smoke']],
      ['Other case', ['UI']],
      ['Percent', ['50%']],
      ['Underscore', ['a_b', 'say "hi"']],
    ];
    for (const [caseName, tags] of tagged) {
      expect((await newCase({ caseName, moduleId: w.testModuleId, tags })).code).toBe(200);
    }
    const names = async (tag: string) =>
      (
        await as(w.member.token)<TestCaseRow[]>('POST', 'testCase/list?pageNum=1&pageSize=20', {
          projectId: w.projectId,
          tag,
        })
      ).rows.map((row) => row.caseName);
    expect(await names('ui')).toEqual(['Exact']);
    expect(await names('ui-smoke')).toEqual(['Longer']);
    expect(await names('UI')).toEqual(['Other case']);
    expect(await names('50%')).toEqual(['Percent']);
    expect(await names('%')).toEqual([]);
    expect(await names('a_b')).toEqual(['Underscore']);
    expect(await names('axb')).toEqual([]);
    expect(await names('say "hi"')).toEqual(['Underscore']);
  });

  it("answers 404 to non-members and for another project's cases and modules", async () => {
    const outsider = as(w.outsider.token);
    expect((await outsider('GET', `testCase/info?projectId=${w.projectId}&caseId=${w.testCaseId}`)).code).toBe(404);
    expect((await outsider('GET', `testModule/tree?projectId=${w.projectId}`)).code).toBe(404);
    const own = await outsider<TestCaseDetail>(
      'GET',
      `testCase/info?projectId=${w.outsiderProjectId}&caseId=${w.testCaseId}`,
    );
    expect(own.code).toBe(404);
    const foreignCopy = await outsider('POST', 'testCase/copy', {
      projectId: w.outsiderProjectId,
      caseIds: [w.testCaseId],
      moduleId: null,
    });
    expect(foreignCopy).toMatchObject({
      code: 500,
      msg: 'A chosen case does not exist or does not belong to this project',
    });
    const foreignModule = await outsider('POST', 'testCase', {
      projectId: w.outsiderProjectId,
      caseName: 'Mine',
      moduleId: w.testModuleId,
    });
    expect(foreignModule).toMatchObject({ code: 500, msg: 'The case module does not belong to this project' });
    const rename = await outsider('PUT', 'testModule', {
      projectId: w.outsiderProjectId,
      moduleId: w.testModuleId,
      name: 'X',
    });
    expect(rename.code).toBe(404);
  });
});
