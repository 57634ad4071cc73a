import {
  type BacklogColumn,
  type BacklogProject,
  type BacklogQuestionRow,
  DEFAULT_BACKLOG_COLUMNS,
  type ManagedMember,
  ResultCode,
  type TodoCounts,
} from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

/**
 * Issue 11, spec points 2 "backlog" / "backloguser" and 7 "Projects and to-dos": what waits on a person
 * (DOMAIN.md "Who may act"), across their projects, and what waits on the members of projects they run.
 */
describe('to-dos', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const as = (token: string | undefined, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const mine = (token: string, body: object = {}, query = 'pageNum=1&pageSize=10') =>
    as(token)<BacklogQuestionRow[]>('POST', `questionInfo/getBacklogQuestionList?${query}`, body);
  const build = (options: Omit<Parameters<typeof buildQuestion>[1], 'projectId'> & { projectId?: number }) =>
    buildQuestion(server.database.db, { projectId: w.projectId, ...options });

  it('lists the issues waiting on the caller as handler, verifier and re-reviewer, with project and reason', async () => {
    const verify = await build({ creatorId: w.other.id, handlerIds: [w.admin.id], status: 4, title: 'Verify me' });
    const review = await build({ creatorId: w.admin.id, handlerIds: [w.admin.id], status: 5, title: 'Re-verify' });
    await server.database.db
      .updateTable('questions')
      .set({ reviewer_id: w.other.id })
      .where('id', '=', review.id)
      .execute();
    const handle = await build({ creatorId: w.admin.id, handlerIds: [w.other.id], status: 3, title: 'Fix me' });
    await build({ creatorId: w.other.id, handlerIds: [w.other.id], status: 1, title: 'My draft' });
    await build({ creatorId: w.admin.id, handlerIds: [w.other.id], status: 7, title: 'Resolved' });

    const answer = await mine(w.other.token);
    expect(answer.code).toBe(ResultCode.ok);
    expect(answer.total).toBe(3);
    const byId = new Map(answer.rows.map((row) => [row.questionId, row]));
    expect(byId.get(verify.id)).toMatchObject({ waitingAs: 'verifier', projectName: w.projectName });
    expect(byId.get(review.id)).toMatchObject({ waitingAs: 'reviewer' });
    expect(byId.get(handle.id)).toMatchObject({ waitingAs: 'handler', questionName: 'Fix me' });
    // The world's own issue waits on the member, not on "other".
    expect(byId.has(w.question.id)).toBe(false);
    expect((await mine(w.member.token)).rows.map((row) => row.questionId)).toEqual([w.question.id]);
  });

  it('filters, sorts and pages with the issue list’s rules; a multi-person handler who is done is not waited on', async () => {
    for (let index = 1; index <= 7; index += 1) {
      await build({
        creatorId: w.admin.id,
        handlerIds: [w.other.id],
        title: `Item ${index}`,
        fields: { priority: index % 2 === 0 ? 4 : 1 },
      });
    }
    const done = await build({
      creatorId: w.admin.id,
      handlerIds: [w.other.id, w.admin.id],
      title: 'Done my part',
      fields: { handlingMode: 'multi' },
    });
    await server.database.db
      .updateTable('question_handlers')
      .set({ completed: 1 })
      .where('question_id', '=', done.id)
      .where('user_id', '=', w.other.id)
      .execute();

    const page2 = await mine(w.other.token, { orderBy: 'number', order: 'asc' }, 'pageNum=2&pageSize=5');
    expect(page2.total).toBe(7);
    expect(page2.rows.map((row) => row.questionName)).toEqual(['Item 6', 'Item 7']);
    const urgent = await mine(w.other.token, { priority: [4] });
    expect(urgent.rows.map((row) => row.questionName).sort()).toEqual(['Item 2', 'Item 4', 'Item 6']);
    const byNumber = await mine(w.other.token, { keyword: `#${page2.rows[0]?.number ?? 0}` });
    // "#7" finds issue number 7 (Item 6; the world's own issue is #1) and titles containing "7".
    expect(byNumber.rows.map((row) => row.questionName).sort()).toEqual(['Item 6', 'Item 7']);
    expect((await mine(w.other.token, { projectId: w.projectId })).total).toBe(7);
    const foreign = await mine(w.other.token, { projectId: w.outsiderProjectId });
    expect(foreign.code).toBe(ResultCode.notFound);
    expect((await mine(w.other.token, { priority: [9] })).code).toBe(ResultCode.fail);
    expect((await mine(w.other.token, {}, 'pageNum=1&pageSize=3000')).code).toBe(ResultCode.fail);
  });

  it('spans projects, and leaves out archived projects and those in the recycle bin', async () => {
    await build({ projectId: w.sideProjectId, creatorId: w.owner.id, handlerIds: [w.member.id], title: 'Side' });
    const projects = await as(w.member.token)<BacklogProject[]>('GET', 'projectInfo/getBacklogProjectList');
    expect(projects.rows).toEqual(
      expect.arrayContaining([
        { projectId: w.projectId, projectName: w.projectName, count: 1 },
        expect.objectContaining({ projectId: w.sideProjectId, count: 1 }),
      ]),
    );
    expect((await mine(w.member.token)).total).toBe(2);
    await server.database.db.updateTable('projects').set({ archived: 1 }).where('id', '=', w.sideProjectId).execute();
    expect((await mine(w.member.token)).total).toBe(1);
    await server.database.db
      .updateTable('projects')
      .set({ delete_time: new Date().toISOString() })
      .where('id', '=', w.projectId)
      .execute();
    expect((await mine(w.member.token)).total).toBe(0);
    expect((await as(w.member.token)('GET', 'projectInfo/getBacklogProjectList')).rows).toEqual([]);
  });

  it('getTodoCounts counts the caller’s to-dos, and for project admins the members’', async () => {
    await build({ creatorId: w.admin.id, handlerIds: [w.other.id] });
    const member = await as(w.member.token)<TodoCounts>('GET', 'questionInfo/getTodoCounts');
    expect(member.data).toEqual({ mine: 1, members: 0, managesMembers: false });
    const admin = await as(w.admin.token)<TodoCounts>('GET', 'questionInfo/getTodoCounts');
    expect(admin.data).toEqual({ mine: 0, members: 2, managesMembers: true });
    expect((await as(undefined)('GET', 'questionInfo/getTodoCounts')).code).toBe(ResultCode.unauthorized);
  });

  it('adds up the members’ to-dos as handler, verifier and re-reviewer, each counted once', async () => {
    const before = (await as(w.admin.token)<TodoCounts>('GET', 'questionInfo/getTodoCounts')).data.members;
    await build({ creatorId: w.other.id, handlerIds: [w.admin.id], status: 4, title: 'Verify by other' });
    const review = await build({ creatorId: w.admin.id, handlerIds: [w.admin.id], status: 5, title: 'Re-verify' });
    await server.database.db
      .updateTable('questions')
      .set({ reviewer_id: w.other.id })
      .where('id', '=', review.id)
      .execute();
    await build({ creatorId: w.admin.id, handlerIds: [w.other.id, w.member.id], status: 3, title: 'Two handlers' });
    // Not pending on anyone else: the admin's own verification, a resolved issue.
    await build({ creatorId: w.admin.id, handlerIds: [w.other.id], status: 4, title: 'Admin verifies' });
    await build({ creatorId: w.admin.id, handlerIds: [w.other.id], status: 7, title: 'Resolved' });
    const after = await as(w.admin.token)<TodoCounts>('GET', 'questionInfo/getTodoCounts');
    expect(after.data.members).toBe(before + 3);
  });

  it('keeps each person’s columns, the fixed ones first; unknown columns change nothing', async () => {
    const read = async () =>
      (await as(w.member.token)<BacklogColumn[]>('GET', 'questionInfo/getBacklogQuestionColumns')).data;
    expect(await read()).toEqual([...DEFAULT_BACKLOG_COLUMNS]);
    const saved = await as(w.member.token)('POST', 'questionInfo/setBacklogQuestionColumns', {
      columns: ['projectName', 'priority'],
    });
    expect(saved.code).toBe(ResultCode.ok);
    expect(await read()).toEqual(['number', 'questionName', 'status', 'projectName', 'priority']);
    const bad = await as(w.member.token)('POST', 'questionInfo/setBacklogQuestionColumns', { columns: ['salary'] });
    expect(bad.code).toBe(ResultCode.fail);
    expect(await read()).toEqual(['number', 'questionName', 'status', 'projectName', 'priority']);
    const other = await as(w.other.token)<BacklogColumn[]>('GET', 'questionInfo/getBacklogQuestionColumns');
    expect(other.data).toEqual([...DEFAULT_BACKLOG_COLUMNS]);
  });

  describe('members’ to-dos', () => {
    it('getAllProjectUserList lists the members of the projects the caller runs, with their counts', async () => {
      await build({ creatorId: w.admin.id, handlerIds: [w.other.id] });
      const answer = await as(w.admin.token)<ManagedMember[]>('GET', 'projectInfo/getAllProjectUserList');
      const byUser = new Map(answer.rows.map((row) => [row.userId, row]));
      expect(byUser.get(w.member.id)?.count).toBe(1);
      expect(byUser.get(w.other.id)).toMatchObject({
        count: 1,
        projects: [{ projectId: w.projectId, projectName: w.projectName }],
      });
      expect(byUser.has(w.outsider.id)).toBe(true);
      expect([...byUser.keys()]).toEqual(expect.arrayContaining([w.owner.id, w.admin.id]));
      const plain = await as(w.member.token)<ManagedMember[]>('GET', 'projectInfo/getAllProjectUserList');
      expect(plain.rows).toEqual([]);
    });

    it('a member’s projects and issues are read by an admin of a shared project, 404 for anyone else', async () => {
      const projects = await as(w.admin.token)<BacklogProject[]>('GET', 'projectInfo/getBacklogProjectListByUserId', {
        userId: String(w.member.id),
      });
      expect(projects.rows).toEqual([{ projectId: w.projectId, projectName: w.projectName, count: 1 }]);
      const list = await as(w.admin.token)<BacklogQuestionRow[]>(
        'POST',
        'questionInfo/getBacklogQuestionListByUser?pageNum=1&pageSize=10',
        { userId: w.member.id },
      );
      expect(list.rows.map((row) => row.questionId)).toEqual([w.question.id]);

      // A plain member may not read another member's to-dos; an outsider is unknown to the admin's projects.
      const byMember = await as(w.other.token)('GET', 'projectInfo/getBacklogProjectListByUserId', {
        userId: String(w.member.id),
      });
      expect(byMember.code).toBe(ResultCode.notFound);
      const byMemberList = await as(w.other.token)(
        'POST',
        'questionInfo/getBacklogQuestionListByUser?pageNum=1&pageSize=10',
        { userId: w.member.id },
      );
      expect(byMemberList.code).toBe(ResultCode.notFound);
      const stranger = await as(w.admin.token)('POST', 'questionInfo/getBacklogQuestionListByUser', {
        userId: 999_999,
      });
      expect(stranger.code).toBe(ResultCode.notFound);
    });

    it('a named project must be one the caller administers (404 outside, 403 as a plain member)', async () => {
      const foreign = await as(w.admin.token)('POST', 'questionInfo/getBacklogQuestionListByUser', {
        userId: w.member.id,
        projectId: w.outsiderProjectId,
      });
      expect(foreign.code).toBe(ResultCode.notFound);
      expect(JSON.stringify(foreign)).not.toContain('Project');
      const asMember = await as(w.member.token)('POST', 'questionInfo/getBacklogQuestionListByUser', {
        userId: w.other.id,
        projectId: w.projectId,
      });
      expect(asMember.code).toBe(ResultCode.forbidden);
      const missingUser = await as(w.admin.token)('POST', 'questionInfo/getBacklogQuestionListByUser', {});
      expect(missingUser.code).toBe(ResultCode.fail);
    });

    it('an admin reads only the projects they run, even for a member of other projects', async () => {
      // The member also works in the owner's side project, which the admin administers too, and in
      // a project of the outsider's, which the admin is not in.
      await build({ projectId: w.sideProjectId, creatorId: w.owner.id, handlerIds: [w.member.id], title: 'Side' });
      const outsiderProject = w.outsiderProjectId;
      await server.database.db
        .insertInto('project_users')
        .values({
          project_id: outsiderProject,
          user_id: w.member.id,
          role: 'member',
          alias: 'M',
          create_time: new Date().toISOString(),
          update_time: new Date().toISOString(),
        })
        .execute();
      await build({ projectId: outsiderProject, creatorId: w.outsider.id, handlerIds: [w.member.id], title: 'Hidden' });
      const list = await as(w.admin.token)<BacklogQuestionRow[]>(
        'POST',
        'questionInfo/getBacklogQuestionListByUser?pageNum=1&pageSize=10',
        { userId: w.member.id },
      );
      expect(list.rows.map((row) => row.questionName).sort()).toEqual(['Login button does nothing', 'Side']);
      expect(JSON.stringify(list)).not.toContain('Hidden');
      expect((await mine(w.member.token)).total).toBe(3);
    });
  });
});
