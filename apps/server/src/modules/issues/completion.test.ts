import {
  type ActionResult,
  type NoticeItem,
  type QuestionDetail,
  type QuestionRow,
  ResolutionCode,
  ResultCode,
  type UnreadCount,
} from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

/**
 * Issue 38 point 7 through the real database: a completion says how the issue was resolved and that goes
 * into the history; the list names the reviewer while the issue is in review; a review done settles the
 * "waiting for your verification" message. The world's member filed the issues; `other` handles them.
 */
describe('what a completion records and what a review settles', () => {
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
  const detail = async (questionId: number) =>
    (
      await as(w.member.token)<QuestionDetail>('GET', 'questionInfo/getQuestionInfo', {
        projectId: w.projectId,
        questionId,
      })
    ).data;
  const act = async (
    action: string,
    questionId: number,
    token: string,
    inputs: object = {},
    language: 'zh-CN' | 'en-US' = 'en-US',
  ) => {
    const { updateTime } = await detail(questionId);
    return as(token, language)<ActionResult>('POST', `questionInfo/questionBy${action}`, {
      projectId: w.projectId,
      questionId,
      updateTime,
      ...inputs,
    });
  };
  const build = (title?: string) =>
    buildQuestion(server.database.db, {
      projectId: w.projectId,
      creatorId: w.member.id,
      handlerIds: [w.other.id],
      ...(title ? { title } : {}),
    });
  const stored = (id: number) =>
    server.database.db
      .selectFrom('questions')
      .select(['status', 'resolution', 'fixed_version_id', 'duplicate_of_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('records a fix with its version and note in the issue and its history', async () => {
    const { id } = await build();
    const answer = await act('CompleteRepair', id, w.other.token, {
      resolution: ResolutionCode.fixed,
      fixedVersionId: w.versionId,
      note: 'Null check added',
    });
    expect(answer.code).toBe(ResultCode.ok);
    expect(await stored(id)).toEqual({
      status: 4,
      resolution: 1,
      fixed_version_id: w.versionId,
      duplicate_of_id: null,
    });
    const last = (await detail(id)).history.at(-1);
    expect(last?.code).toBe(16);
    expect(last?.note).toBe('Null check added');
    expect(last?.detail).toMatchObject({ resolution: 1, fixedVersion: { versionId: w.versionId } });
  });

  it('records a duplicate with the number and title of the issue it duplicates', async () => {
    const original = await build('Sign-in button is dead');
    const { id } = await build();
    const answer = await act('CompleteRepair', id, w.other.token, {
      resolution: ResolutionCode.duplicate,
      duplicateOfId: original.id,
    });
    expect(answer.code).toBe(ResultCode.ok);
    expect((await stored(id)).duplicate_of_id).toBe(original.id);
    expect((await detail(id)).history.at(-1)?.detail).toEqual({
      resolution: 3,
      duplicateOf: { questionId: original.id, number: original.number, questionName: 'Sign-in button is dead' },
    });
  });

  it('still completes without any resolution, as the spec client does', async () => {
    const { id } = await build();
    expect((await act('CompleteRepair', id, w.other.token)).data.status).toBe(4);
    expect(await stored(id)).toMatchObject({ resolution: null, fixed_version_id: null, duplicate_of_id: null });
  });

  it('refuses a duplicate of itself, of another project, or of someone else’s draft, in both languages, changing nothing', async () => {
    const { id } = await build();
    const foreign = await buildQuestion(server.database.db, {
      projectId: w.outsiderProjectId,
      creatorId: w.outsider.id,
      handlerIds: [w.outsider.id],
    });
    const draft = await buildQuestion(server.database.db, {
      projectId: w.projectId,
      creatorId: w.admin.id,
      handlerIds: [w.admin.id],
      status: 1,
    });
    for (const duplicateOfId of [id, foreign.id, draft.id, 999_999]) {
      const answer = await act('CompleteRepair', id, w.other.token, { resolution: 3, duplicateOfId });
      expect(answer.code, String(duplicateOfId)).toBe(ResultCode.fail);
      expect(answer.msg).toBe('The duplicated issue must be another issue of this project');
    }
    const zh = await act('CompleteRepair', id, w.other.token, { resolution: 3, duplicateOfId: foreign.id }, 'zh-CN');
    expect(zh.msg).toBe('重复的问题必须是本项目中的另一个问题');
    expect(await stored(id)).toEqual({ status: 2, resolution: null, fixed_version_id: null, duplicate_of_id: null });
    expect((await detail(id)).history).toHaveLength(1);
  });

  it('refuses a version of another project and parts that contradict the resolution', async () => {
    const { id } = await build();
    const now = new Date().toISOString();
    const [version] = await server.database.db
      .insertInto('project_versions')
      .values({
        project_id: w.outsiderProjectId,
        name: 'Elsewhere 1.0',
        icon: 'tag',
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .execute();
    const foreign = await act('CompleteRepair', id, w.other.token, { resolution: 1, fixedVersionId: version?.id });
    expect(foreign).toMatchObject({ code: ResultCode.fail, msg: 'The version does not belong to this project' });
    const contradiction = await act('CompleteRepair', id, w.other.token, {
      resolution: 2,
      fixedVersionId: w.versionId,
    });
    expect(contradiction.code).toBe(ResultCode.fail);
    expect(contradiction.msg).toContain('Only a fixed issue has a fixed-in version');
    const missing = await act('CompleteRepair', id, w.other.token, { resolution: 3 }, 'zh-CN');
    expect(missing.msg).toContain('请选择与之重复的问题');
    expect(await stored(id)).toMatchObject({ status: 2, resolution: null });
  });

  it('takes the resolution in batch too, and forgets it when the review fails', async () => {
    const { id, updateTime } = await build();
    const batch = await as(w.other.token)('POST', 'questionInfo/batchQuestionByCompleteRepair', {
      projectId: w.projectId,
      items: [{ questionId: id, updateTime }],
      resolution: ResolutionCode.wontFix,
    });
    expect(batch.code).toBe(ResultCode.ok);
    expect((await stored(id)).resolution).toBe(5);
    expect((await act('UnAdoptReview', id, w.member.token, { note: 'Still broken' })).code).toBe(ResultCode.ok);
    expect(await stored(id)).toEqual({ status: 6, resolution: null, fixed_version_id: null, duplicate_of_id: null });
  });

  it('shows the reviewer in the list while in review, and the handlers otherwise', async () => {
    const { id } = await build();
    const row = async () =>
      (
        await as(w.member.token)<QuestionRow[]>('POST', 'questionInfo/getProjectProblemList?pageNum=1&pageSize=50', {
          projectId: w.projectId,
        })
      ).rows.find((entry) => entry.questionId === id);
    expect((await row())?.inReviewBy).toBeNull();
    await act('CompleteRepair', id, w.other.token);
    expect((await row())?.inReviewBy?.userId).toBe(w.member.id);
    await act('AdoptReviewAndRetrial', id, w.member.token, { reviewerUserId: w.admin.id });
    expect((await row())?.inReviewBy?.userId).toBe(w.admin.id);
    await act('AdoptRetrial', id, w.admin.token);
    expect((await row())?.inReviewBy).toBeNull();
  });

  it('settles "waiting for your verification" once the review is done', async () => {
    const { id } = await build();
    const unread = async (token: string) =>
      (await as(token)<NoticeItem[]>('GET', 'notice/unReadList')).rows.filter((item) => item.questionId === id);
    const count = async (token: string) => (await as(token)<UnreadCount>('GET', 'notice/getUnreadCount')).data.messages;
    await act('CompleteRepair', id, w.other.token);
    await vi.waitFor(async () => expect((await unread(w.member.token)).map((item) => item.kind)).toEqual(['verify']), {
      timeout: 3000,
      interval: 20,
    });
    const before = await count(w.member.token);
    await act('AdoptReviewAndRetrial', id, w.member.token, { reviewerUserId: w.admin.id });
    expect(await unread(w.member.token)).toEqual([]);
    expect(await count(w.member.token)).toBe(before - 1);
    await vi.waitFor(async () => expect((await unread(w.admin.token)).map((item) => item.kind)).toEqual(['reverify']), {
      timeout: 3000,
      interval: 20,
    });
    await act('AdoptRetrial', id, w.admin.token);
    expect(await unread(w.admin.token)).toEqual([]);
    // Settled, not removed: the message stays in the person's list, read.
    const all = await as(w.member.token)<NoticeItem[]>('GET', 'notice/getList', { noticeType: '2' });
    expect(all.rows.find((item) => item.questionId === id)).toMatchObject({ kind: 'verify', isRead: true });
  });
});
