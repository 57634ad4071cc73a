import { type ActionResult, type NoticeItem, type QuestionDetail, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';

/**
 * Issue 11 through the real workflow (ADR 0030): a hand-over tells the new handler, completion asks the
 * creator to verify, "pass and re-review" asks the re-reviewer, and an edit tells only the people it adds.
 */
describe('messages along the workflow', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const as = (token: string) => apiAs(server, token, 'en-US');
  const kinds = async (token: string) =>
    (await as(token)<NoticeItem[]>('GET', 'notice/getList', { noticeType: '2' })).rows.map((row) => row.kind);
  const act = async (token: string, action: string, updateTime: string, inputs: object = {}) => {
    const answer = await as(token)<ActionResult>('POST', `questionInfo/questionBy${action}`, {
      projectId: w.projectId,
      questionId: w.question.id,
      updateTime,
      ...inputs,
    });
    expect(answer.code, action).toBe(ResultCode.ok);
    return answer.data.updateTime;
  };
  const settle = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 20 });

  it('hand-over, completion and re-review each tell the person the work comes to', async () => {
    let updateTime = await act(w.member.token, 'ChangeToUser', w.question.updateTime, { handlerUserIds: [w.other.id] });
    await settle(async () => expect(await kinds(w.other.token)).toEqual(['assigned']));

    updateTime = await act(w.other.token, 'CompleteRepair', updateTime);
    await settle(async () => expect(await kinds(w.member.token)).toEqual(['verify']));

    await act(w.member.token, 'AdoptReviewAndRetrial', updateTime, { reviewerUserId: w.admin.id });
    await settle(async () => expect(await kinds(w.admin.token)).toEqual(['reverify']));
    // Nobody was told twice, and the operators were told nothing about their own steps.
    expect(await kinds(w.other.token)).toEqual(['assigned']);
    expect(await kinds(w.member.token)).toEqual(['verify']);
  });

  it('an edit tells only the handlers and cc it adds', async () => {
    const detail = (
      await as(w.member.token)<QuestionDetail>('GET', 'questionInfo/getQuestionInfo', {
        projectId: w.projectId,
        questionId: w.question.id,
      })
    ).data;
    const edited = await as(w.member.token)<QuestionDetail>('PUT', 'questionInfo', {
      projectId: w.projectId,
      questionId: w.question.id,
      updateTime: detail.updateTime,
      questionName: detail.questionName,
      handlerUserIds: [w.member.id, w.other.id],
      ccUserIds: [w.admin.id],
    });
    expect(edited.code).toBe(ResultCode.ok);
    await settle(async () => expect(await kinds(w.other.token)).toEqual(['assigned']));
    await settle(async () => expect(await kinds(w.admin.token)).toEqual(['cc']));
    expect(await kinds(w.member.token)).toEqual([]);
  });
});
