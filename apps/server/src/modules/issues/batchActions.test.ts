import type { PartialData } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';
import { type QuestionEvent, QuestionEvents } from './events';

/**
 * Issue 17 (ADR 0089): a batch runs in one transaction, one savepoint per issue. What each issue ends
 * with must be what a transaction per issue gave: the failed ones untouched, every done one with its
 * own history row, handler completion and event, answered in the order the caller sent.
 */
describe('batch workflow actions in one transaction', () => {
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

  const build = (status: 2 | 3 | 7, options: { handlerIds?: number[]; multi?: boolean } = {}) =>
    buildQuestion(server.database.db, {
      projectId: w.projectId,
      creatorId: w.member.id,
      handlerIds: options.handlerIds ?? [w.other.id],
      status,
      fields: options.multi ? { handlingMode: 'multi' } : {},
    });
  const stateOf = async (questionId: number) => {
    const { db } = server.database;
    const question = await db
      .selectFrom('questions')
      .select(['status', 'update_time'])
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    const history = await db
      .selectFrom('question_history')
      .select(['code', 'from_status', 'to_status'])
      .where('question_id', '=', questionId)
      .orderBy('id')
      .execute();
    const handlers = await db
      .selectFrom('question_handlers')
      .select(['user_id', 'completed'])
      .where('question_id', '=', questionId)
      .orderBy('sort')
      .execute();
    return { status: question.status, updateTime: question.update_time, history, handlers };
  };

  it('completes the good issues and leaves stale, foreign and illegal ones exactly as they were', async () => {
    const late = await build(3);
    const stale = await build(3);
    const resolved = await build(7);
    const early = await build(3);
    const foreign = await buildQuestion(server.database.db, {
      projectId: w.outsiderProjectId,
      creatorId: w.outsider.id,
      handlerIds: [w.outsider.id],
      status: 3,
    });
    const staleBefore = await stateOf(stale.id);
    const items = [
      { questionId: late.id, updateTime: late.updateTime },
      { questionId: stale.id, updateTime: '2020-01-01T00:00:00.000Z' },
      { questionId: resolved.id, updateTime: resolved.updateTime },
      { questionId: foreign.id, updateTime: foreign.updateTime },
      { questionId: early.id, updateTime: early.updateTime },
      { questionId: late.id, updateTime: '2020-01-01T00:00:00.000Z' },
    ];
    const answer = await apiAs(server, w.other.token, 'en-US')<PartialData>(
      'POST',
      'questionInfo/batchQuestionByCompleteRepair',
      { projectId: w.projectId, items },
    );

    expect(answer.code).toBe(500201);
    expect(answer.data.succeeded).toEqual([late.id, early.id]);
    expect(answer.data.failed.map((failed) => failed.id)).toEqual([stale.id, resolved.id, foreign.id]);
    expect(answer.data.failed[1]?.msg).toBe('An issue in status "Resolved" cannot be given "Complete repair"');
    for (const id of [late.id, early.id]) {
      const after = await stateOf(id);
      expect(after.status).toBe(4);
      expect(after.history.map((row) => [row.code, row.from_status, row.to_status])).toEqual([
        [13, null, 3],
        [2, 3, 4],
      ]);
      expect(after.handlers).toEqual([{ user_id: w.other.id, completed: 1 }]);
    }
    expect(await stateOf(stale.id)).toEqual(staleBefore);
    expect((await stateOf(resolved.id)).history).toHaveLength(1);
    expect((await stateOf(foreign.id)).status).toBe(3);
    expect(events.map((event) => [event.questionId, event.toStatus, event.recipientIds])).toEqual([
      [late.id, 4, [w.member.id]],
      [early.id, 4, [w.member.id]],
    ]);
  });

  it('records one handler part at a time on a multi-person issue and refuses the same part twice', async () => {
    const shared = await build(3, { handlerIds: [w.other.id, w.admin.id], multi: true });
    const call = async (updateTime: string) =>
      apiAs(server, w.other.token, 'en-US')<PartialData>('POST', 'questionInfo/batchQuestionByCompleteRepair', {
        projectId: w.projectId,
        items: [{ questionId: shared.id, updateTime }],
      });
    expect((await call(shared.updateTime)).code).toBe(200);
    const after = await stateOf(shared.id);
    expect(after.status).toBe(3);
    expect(after.handlers).toEqual([
      { user_id: w.other.id, completed: 1 },
      { user_id: w.admin.id, completed: 0 },
    ]);
    const again = await call(after.updateTime);
    expect(again.code).toBe(500201);
    expect(await stateOf(shared.id)).toEqual(after);
  });

  it('fails every item of a hand-over to a non-member and changes nothing', async () => {
    const first = await build(2);
    const second = await build(2);
    const before = [await stateOf(first.id), await stateOf(second.id)];
    const answer = await apiAs(server, w.member.token, 'en-US')<PartialData>(
      'POST',
      'questionInfo/batchQuestionByChangeToUser',
      {
        projectId: w.projectId,
        items: [first, second].map((built) => ({ questionId: built.id, updateTime: built.updateTime })),
        handlerUserIds: [w.outsider.id],
      },
    );
    expect(answer.data.succeeded).toEqual([]);
    expect(answer.data.failed).toHaveLength(2);
    expect([await stateOf(first.id), await stateOf(second.id)]).toEqual(before);
    expect(events).toEqual([]);
  });
});
