import type { PlanDeliverable, PlanItemRow, QuestionDetail } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { multipartForm } from '../../test/uploads';
import { removeProjectFiles } from '../attachments/fileRemoval';

/**
 * Issue 13: deliverables (spec point 5 "deliverable link format checked and file name required") and
 * issues linked to plans (spec point 7 updateBatchProblemPlan, the issue form's plan).
 */
describe('plan deliverables and linked issues', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db, server.files);
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const upload = (token: string, fields: Record<string, string>, content = Buffer.from('minutes of the review')) => {
    const form = multipartForm(fields, { field: 'file', fileName: '评审纪要.txt', content });
    return server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/projectPlan/deliverable/upload',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token), language: 'en-US' },
    });
  };
  const list = async (planId = w.planId) =>
    (
      await as(w.member.token)<PlanDeliverable[]>(
        'GET',
        `projectPlan/deliverable/list?projectId=${w.projectId}&planId=${planId}`,
      )
    ).data;

  it('adds a link, refuses a bad link or a blank name, and keeps members to reading', async () => {
    const api = as(w.admin.token);
    const link = { projectId: w.projectId, planId: w.planId, fileName: 'Design doc', url: 'https://example.com/d' };
    const added = await api<PlanDeliverable>('POST', 'projectPlan/deliverable/link', link);
    expect(added.data).toMatchObject({ kind: 'link', fileName: 'Design doc', url: 'https://example.com/d' });
    const badLink = await as(w.admin.token, 'zh-CN')('POST', 'projectPlan/deliverable/link', {
      ...link,
      url: 'javascript:alert(1)',
    });
    expect(badLink.msg).toContain('链接格式不正确');
    const noName = await api('POST', 'projectPlan/deliverable/link', { ...link, fileName: '' });
    expect(noName.msg).toContain('Enter the file name of the deliverable');
    const onGroup = await api('POST', 'projectPlan/deliverable/link', { ...link, planId: w.planGroupId });
    expect(onGroup.msg).toBe('Only plans and milestones take deliverables');
    const byMember = await as(w.member.token)('POST', 'projectPlan/deliverable/link', link);
    expect(byMember.code).toBe(403);
    expect((await list()).map((row) => row.fileName)).toEqual(['design.txt', 'Design doc']);
  });

  it('uploads a file, serves it to members only and removes it with its stored file', async () => {
    const response = await upload(w.admin.token, { projectId: String(w.projectId), planId: String(w.planId) });
    const stored = response.json<{ code: number; data: PlanDeliverable }>();
    expect(stored).toMatchObject({ code: 200, data: { kind: 'file', fileName: '评审纪要.txt', size: 21 } });
    const download = await server.app.inject({ method: 'GET', url: stored.data.url, headers: bearer(w.member.token) });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('minutes of the review');
    expect(download.headers['content-disposition']).toContain('attachment');
    const outsider = await server.app.inject({
      method: 'GET',
      url: stored.data.url,
      headers: bearer(w.outsider.token),
    });
    expect(outsider.json<{ code: number }>().code).toBe(404);
    const foreignUrl = stored.data.url.replace(`projectId=${w.projectId}`, `projectId=${w.outsiderProjectId}`);
    const crossProject = await server.app.inject({ method: 'GET', url: foreignUrl, headers: bearer(w.outsider.token) });
    expect(crossProject.json<{ code: number }>().code).toBe(404);

    const byMember = await upload(w.member.token, { projectId: String(w.projectId), planId: String(w.planId) });
    expect(byMember.json<{ code: number }>().code).toBe(403);
    const wrongPart = multipartForm(
      { projectId: String(w.projectId), planId: String(w.planId) },
      { field: 'attachment', fileName: 'a.txt', content: Buffer.from('a') },
    );
    const noFile = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/projectPlan/deliverable/upload',
      payload: wrongPart.payload,
      headers: { ...wrongPart.headers, ...bearer(w.admin.token), language: 'en-US' },
    });
    expect(noFile.json<{ msg: string }>().msg).toBe('Choose a file to upload');

    const key = await server.database.db
      .selectFrom('plan_deliverables')
      .select('storage_key')
      .where('id', '=', stored.data.deliverableId)
      .executeTakeFirstOrThrow();
    const removed = await as(w.admin.token)(
      'DELETE',
      `projectPlan/deliverable/${stored.data.deliverableId}?projectId=${w.projectId}`,
    );
    expect(removed.code).toBe(200);
    expect(await server.files.stat(key.storage_key ?? '')).toBeUndefined();
    expect((await list()).map((row) => row.deliverableId)).toEqual([w.deliverableId]);
  });

  it('takes the deliverable files with a project deleted for good', async () => {
    const response = await upload(w.admin.token, { projectId: String(w.projectId), planId: String(w.planId) });
    const { deliverableId } = response.json<{ data: PlanDeliverable }>().data;
    const { storage_key: key } = await server.database.db
      .selectFrom('plan_deliverables')
      .select('storage_key')
      .where('id', '=', deliverableId)
      .executeTakeFirstOrThrow();
    expect(await server.files.stat(key ?? '')).toBeDefined();
    const removeFiles = await removeProjectFiles(server.database.db, server.files, [w.projectId]);
    await server.database.db.deleteFrom('projects').where('id', '=', w.projectId).execute();
    await removeFiles();
    expect(await server.files.stat(key ?? '')).toBeUndefined();
  });

  it('links issues in a batch with a history row each, and refuses issues or plans of another project', async () => {
    const db = server.database.db;
    const mine = await buildQuestion(db, { projectId: w.projectId, creatorId: w.member.id, handlerIds: [w.member.id] });
    const theirs = await buildQuestion(db, {
      projectId: w.outsiderProjectId,
      creatorId: w.outsider.id,
      handlerIds: [w.outsider.id],
    });
    const api = as(w.member.token);
    const foreignIssue = await api('PUT', 'questionInfo/updateBatchProblemPlan', {
      projectId: w.projectId,
      questionIds: [mine.id, theirs.id],
      planId: w.planId,
    });
    expect(foreignIssue.msg).toBe('Some issues do not exist or do not belong to this project');
    const milestone = await as(w.admin.token)<PlanItemRow>('POST', 'projectPlan', {
      projectId: w.projectId,
      parentId: null,
      itemType: 3,
      planName: 'GA',
      assigneeUserId: w.admin.id,
      publishTime: '2030-01-01',
      startDate: '2030-01-01',
      endDate: '2030-01-01',
    });
    const toMilestone = await api('PUT', 'questionInfo/updateBatchProblemPlan', {
      projectId: w.projectId,
      questionIds: [mine.id],
      planId: milestone.data.planId,
    });
    expect(toMilestone.msg).toContain('is not a plan or plan group of this project');
    const plan = await db.selectFrom('questions').select('plan_id').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(plan.plan_id).toBeNull();

    const linked = await api('PUT', 'questionInfo/updateBatchProblemPlan', {
      projectId: w.projectId,
      questionIds: [mine.id],
      planId: w.planId,
    });
    expect(linked.code).toBe(200);
    const detail = await api<QuestionDetail>(
      'GET',
      `questionInfo/getQuestionInfo?projectId=${w.projectId}&questionId=${mine.id}`,
    );
    expect(detail.data.planId).toBe(w.planId);
    const history = await db
      .selectFrom('question_history')
      .select(['code', 'detail'])
      .where('question_id', '=', mine.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.code).toBe(14);
    expect(JSON.parse(history.detail)).toMatchObject({ fields: ['plan_id'], planId: w.planId, planName: 'Sign-in' });
  });

  it('takes a plan on the issue form, refuses another project’s, and keeps it when an edit leaves it out', async () => {
    const api = as(w.member.token);
    const body = {
      projectId: w.projectId,
      questionName: 'Plan-linked issue',
      handlerUserIds: [w.member.id],
      planId: w.planGroupId,
    };
    const created = await api<QuestionDetail>('POST', 'questionInfo', body);
    expect(created.data.planId).toBe(w.planGroupId);
    const outsiderWorld = await buildProjectWorld(server.database.db);
    const foreign = await api('POST', 'questionInfo', { ...body, planId: outsiderWorld.planId });
    expect(foreign.msg).toContain('is not a plan or plan group of this project');
    const edited = await api<QuestionDetail>('PUT', 'questionInfo', {
      projectId: w.projectId,
      questionId: created.data.questionId,
      updateTime: created.data.updateTime,
      questionName: 'Plan-linked issue, renamed',
      handlerUserIds: [w.member.id],
    });
    expect(edited.data.planId).toBe(w.planGroupId);
    const cleared = await api<QuestionDetail>('PUT', 'questionInfo', {
      projectId: w.projectId,
      questionId: created.data.questionId,
      updateTime: edited.data.updateTime,
      questionName: 'Plan-linked issue, renamed',
      handlerUserIds: [w.member.id],
      planId: null,
    });
    expect(cleared.data.planId).toBeNull();
  });
});
