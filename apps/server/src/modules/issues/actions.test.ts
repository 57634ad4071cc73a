import type { ActionResult, PartialData, QuestionDetail } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';
import { type QuestionEvent, QuestionEvents } from './events';

/**
 * Issue 10: the review workflow of DOMAIN.md, single and batch (spec point 4 "Issue status", "Issue
 * actions", "Issue history"). The world's member filed the issue; `other` handles the ones built here.
 */
describe('issue workflow actions', () => {
  let server: TestServer;
  let w: ProjectWorld;
  const events: QuestionEvent[] = [];
  beforeAll(async () => {
    const questionEvents = new QuestionEvents();
    questionEvents.subscribe((event) => events.push(event));
    server = await getTestServer({ questionEvents });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
    events.length = 0;
  });

  const detail = async (questionId: number, token = w.member.token) =>
    (
      await apiAs(server, token, 'en-US')<QuestionDetail>('GET', 'questionInfo/getQuestionInfo', {
        projectId: w.projectId,
        questionId,
      })
    ).data;
  /** Acts with the updateTime the caller would have just seen. */
  const act = async (
    action: string,
    questionId: number,
    token: string,
    inputs: object = {},
    language: 'zh-CN' | 'en-US' = 'en-US',
  ) => {
    const { updateTime } = await detail(questionId);
    return apiAs(server, token, language)<ActionResult>('POST', `questionInfo/questionBy${action}`, {
      projectId: w.projectId,
      questionId,
      updateTime,
      ...inputs,
    });
  };
  const build = (
    options: { handlerIds?: number[]; status?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10; multi?: boolean } = {},
  ) =>
    buildQuestion(server.database.db, {
      projectId: w.projectId,
      creatorId: w.member.id,
      handlerIds: options.handlerIds ?? [w.other.id],
      status: options.status,
      fields: options.multi ? { handlingMode: 'multi' } : {},
    });

  it('walks a defect from filing through repair, review and re-review to resolved, with history 1, 2, 5, 6', async () => {
    const { id } = await build();
    expect((await act('StartRepair', id, w.other.token)).data.status).toBe(3);
    expect((await act('CompleteRepair', id, w.other.token)).data.status).toBe(4);
    expect((await act('AdoptReviewAndRetrial', id, w.member.token, { reviewerUserId: w.admin.id })).data.status).toBe(
      5,
    );
    expect((await detail(id, w.admin.token)).allowedActions).toContain('AdoptRetrial');
    expect((await act('AdoptRetrial', id, w.admin.token, { note: 'Verified on staging' })).data.status).toBe(7);
    const done = await detail(id);
    expect(done.history.map((row) => [row.code, row.fromStatus, row.toStatus])).toEqual([
      [13, null, 2],
      [1, 2, 3],
      [2, 3, 4],
      [5, 4, 5],
      [6, 5, 7],
    ]);
    expect(done.history.at(-1)?.note).toBe('Verified on staging');
    expect(done.reviewer?.userId).toBe(w.admin.id);
    expect(events.map((event) => event.toStatus)).toEqual([3, 4, 5, 7]);
    expect(events[1]?.recipientIds).toEqual([w.member.id]);
  });

  it('records a completion without a start as history 16', async () => {
    const { id } = await build();
    await act('CompleteRepair', id, w.other.token);
    expect((await detail(id)).history.at(-1)).toMatchObject({ code: 16, fromStatus: 2, toStatus: 4 });
  });

  it('brings refused and delayed issues back through reopen', async () => {
    const refused = await build();
    const missing = await act('Refuse', refused.id, w.other.token, { refuseReason: 2 });
    expect(missing.code).toBe(500);
    expect((await act('Refuse', refused.id, w.other.token, { refuseReason: 2, note: 'Same as #1' })).data.status).toBe(
      8,
    );
    expect((await detail(refused.id)).refuseReason).toBe(2);
    expect((await act('Reopen', refused.id, w.member.token)).data.status).toBe(6);
    expect((await detail(refused.id)).refuseReason).toBeNull();

    const delayed = await build();
    expect((await act('Delay', delayed.id, w.other.token, { deadline: '2031-06-30' })).data.status).toBe(9);
    expect((await detail(delayed.id)).deadline).toBe('2031-06-30');
    expect((await act('StartRepair', delayed.id, w.other.token)).data.status).toBe(3);
    expect((await act('CompleteRepair', delayed.id, w.other.token)).data.status).toBe(4);
    expect((await act('UnAdoptReview', delayed.id, w.member.token, { note: 'Still crashes' })).data.status).toBe(6);
  });

  it('refuses an empty cell of the table naming the status and the action, in both languages', async () => {
    const { id } = await build({ status: 7 });
    const en = await act('StartRepair', id, w.admin.token);
    expect(en).toMatchObject({ code: 500, msg: 'An issue in status "Resolved" cannot be given "Start repair"' });
    const zh = await act('StartRepair', id, w.admin.token, {}, 'zh-CN');
    expect(zh.msg).toBe('“已解决”状态的问题不能执行“开始修复”');
    const draft = await build({ status: 1 });
    expect((await act('CompleteRepair', draft.id, w.admin.token)).msg).toBe(
      'An issue in status "Draft" cannot be given "Complete repair"',
    );
  });

  it('lets only the right person act; admins always may (DOMAIN.md "Who may act")', async () => {
    const { id } = await build();
    const creatorStarts = await act('StartRepair', id, w.member.token);
    expect(creatorStarts).toMatchObject({ code: 403, msg: 'Only the handler can "Start repair"' });
    expect((await act('Close', id, w.other.token)).msg).toBe('Only the creator can "Close"');
    expect((await act('StartRepair', id, w.admin.token)).data.status).toBe(3);
    expect((await act('CompleteRepair', id, w.owner.token)).data.status).toBe(4);
    expect((await act('AdoptReview', id, w.other.token)).code).toBe(403);
    expect((await act('AdoptReview', id, w.member.token)).data.status).toBe(7);
    expect((await detail(id, w.other.token)).allowedActions).toEqual([]);
  });

  it('changes handlers among members only and keeps the status', async () => {
    const { id } = await build();
    expect((await act('ChangeToUser', id, w.other.token, { handlerUserIds: [w.outsider.id] })).msg).toBe(
      'handlerUserIds must be members of the project',
    );
    expect((await act('ChangeToUser', id, w.other.token, { handlerUserIds: [w.admin.id] })).data.status).toBe(2);
    const now = await detail(id);
    expect(now.handlers.map((handler) => handler.userId)).toEqual([w.admin.id]);
    expect(now.history.at(-1)).toMatchObject({ code: 8, detail: { from: [w.other.id], to: [w.admin.id] } });
    expect((await act('StartRepair', id, w.other.token)).code).toBe(403);
  });

  it('moves a multi-person issue on only when every handler has completed', async () => {
    const { id } = await build({ handlerIds: [w.other.id, w.member.id], multi: true, status: 3 });
    expect((await act('CompleteRepair', id, w.other.token)).data.status).toBe(3);
    const partway = await detail(id, w.other.token);
    expect(partway.handlers).toEqual([
      expect.objectContaining({ userId: w.other.id, completed: true }),
      expect.objectContaining({ userId: w.member.id, completed: false }),
    ]);
    expect(partway.allowedActions).not.toContain('CompleteRepair');
    expect((await act('CompleteRepair', id, w.other.token)).msg).toBe(
      'You have completed your part; waiting for the other handlers',
    );
    expect((await act('CompleteRepair', id, w.member.token)).data.status).toBe(4);
    expect((await act('UnAdoptReview', id, w.member.token, { note: 'Again' })).data.status).toBe(6);
    expect((await detail(id)).handlers.every((handler) => !handler.completed)).toBe(true);
  });

  it('refuses a stale updateTime and an issue of another project, writing nothing', async () => {
    const { id, updateTime } = await build();
    await act('StartRepair', id, w.other.token);
    const stale = await apiAs(server, w.other.token, 'en-US')('POST', 'questionInfo/questionByCompleteRepair', {
      projectId: w.projectId,
      questionId: id,
      updateTime,
    });
    expect(stale.msg).toBe('Someone else changed this issue; reload it and try again');
    expect((await detail(id)).status).toBe(3);
    const foreign = await buildQuestion(server.database.db, {
      projectId: w.outsiderProjectId,
      creatorId: w.outsider.id,
      handlerIds: [w.outsider.id],
    });
    const crossing = await apiAs(server, w.admin.token, 'en-US')('POST', 'questionInfo/questionByClose', {
      projectId: w.projectId,
      questionId: foreign.id,
      updateTime: foreign.updateTime,
    });
    expect(crossing.code).toBe(404);
  });

  it('runs a batch of 50 per item and answers 500201 with who failed and why', async () => {
    const items = [];
    for (let index = 0; index < 50; index += 1) {
      const status = index % 10 === 0 ? 7 : 2;
      const built = await build({ status });
      items.push({ questionId: built.id, updateTime: built.updateTime });
    }
    const answer = await apiAs(server, w.other.token, 'en-US')<PartialData>(
      'POST',
      'questionInfo/batchQuestionByStartRepair',
      {
        projectId: w.projectId,
        items,
      },
    );
    expect(answer.code).toBe(500201);
    expect(answer.msg).toBe('45 done, 5 failed');
    expect(answer.data.succeeded).toHaveLength(45);
    expect(answer.data.failed).toHaveLength(5);
    expect(answer.data.failed[0]?.msg).toBe('An issue in status "Resolved" cannot be given "Start repair"');
    expect((await detail(items[1]?.questionId ?? 0)).status).toBe(3);
    expect((await detail(items[0]?.questionId ?? 0)).status).toBe(7);
    expect(events).toHaveLength(45);

    const allGood = await apiAs(server, w.other.token)<PartialData>('POST', 'questionInfo/batchQuestionByDelay', {
      projectId: w.projectId,
      items: [{ questionId: items[1]?.questionId, updateTime: (await detail(items[1]?.questionId ?? 0)).updateTime }],
      deadline: '2031-01-01',
    });
    expect(allGood).toMatchObject({ code: 200, data: { failed: [] } });
  });

  it('counts the issues waiting on the caller in a project', async () => {
    await build();
    await build({ status: 4 });
    const count = async (token: string) =>
      (await apiAs(server, token)<number>('GET', 'questionInfo/getProjectBacklogNum', { projectId: w.projectId })).data;
    // other handles the first; member (creator) reviews the second and handles the world's issue.
    expect(await count(w.other.token)).toBe(1);
    expect(await count(w.member.token)).toBe(2);
    expect(await count(w.admin.token)).toBe(0);
  });
});
