import type { IterationBurndown, IterationRow, QuestionDetail } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { signIn } from '../../test/factories';
import { movableClock } from '../../test/clock';
import { buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

const DAY = 86_400_000;

/**
 * Issue 13, spec point 7 getProjectIterationRanJinTuData: the burndown replays history, so an issue
 * closed, added or taken out mid-iteration counts only on the days it was open in the iteration.
 */
describe('iteration burndown', () => {
  let server: TestServer;
  // Noon UTC of today, moved a day at a time.
  const clock = movableClock(Math.floor(Date.now() / DAY) * DAY + DAY / 2);
  const day = (offset: number) => new Date(clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  it('follows closes, additions and removals day by day against the ideal line', async () => {
    const db = server.database.db;
    const w = await buildProjectWorld(db);
    // Test sessions live an hour: each call signs in afresh at the clock's time.
    const caller =
      (userId: number) =>
      async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload: object) =>
        apiAs(server, await signIn(db, userId, { now: clock.now() }), 'en-US')<T>(method, url, payload);
    const admin = caller(w.admin.id);
    const member = caller(w.member.id);
    const issue = (hours: number) =>
      buildQuestion(db, {
        projectId: w.projectId,
        creatorId: w.member.id,
        handlerIds: [w.member.id],
        fields: { estimatedHours: hours },
        now: clock.now(),
      });
    const [first, second, third] = [await issue(4), await issue(2), await issue(1)];
    const iteration = (
      await admin<IterationRow>('POST', 'projectIteration', {
        projectId: w.projectId,
        iterationName: 'Sprint 3',
        startDate: day(0),
        endDate: day(4),
      })
    ).data;
    const ref = { projectId: w.projectId, iterationId: iteration.iterationId };
    const addIssues = (questionIds: number[]) =>
      admin('PUT', 'questionInfo/updateBatchProblemIteration', { ...ref, questionIds });
    expect(await addIssues([first.id, second.id])).toMatchObject({ code: 200 });

    clock.advance(DAY);
    const seen = await member<QuestionDetail>('GET', 'questionInfo/getQuestionInfo', {
      projectId: String(w.projectId),
      questionId: String(first.id),
    });
    expect(seen).toMatchObject({ code: 200 });
    const closed = await member('POST', 'questionInfo/questionByClose', {
      projectId: w.projectId,
      questionId: first.id,
      updateTime: seen.data.updateTime,
    });
    expect(closed).toMatchObject({ code: 200 });

    clock.advance(DAY);
    expect(await addIssues([third.id])).toMatchObject({ code: 200 });

    clock.advance(DAY);
    expect(
      await admin('PUT', 'questionInfo/removeQuestionProjectPlanIteration', {
        projectId: w.projectId,
        questionIds: [second.id],
        clear: ['iteration'],
      }),
    ).toMatchObject({ code: 200 });

    const burndown = await member<IterationBurndown>('POST', 'questionInfo/getProjectIterationRanJinTuData', ref);
    expect(burndown.code).toBe(200);
    const days = burndown.data.days;
    expect(days.map((entry) => entry.date)).toEqual([day(-3), day(-2), day(-1), day(0), day(1)]);
    expect(days.map((entry) => entry.openIssues)).toEqual([2, 1, 2, 1, null]);
    expect(days.map((entry) => entry.remainingHours)).toEqual([6, 2, 3, 1, null]);
    expect(days.map((entry) => entry.idealIssues)).toEqual([2, 1.5, 1, 0.5, 0]);
    expect(days.map((entry) => entry.idealHours)).toEqual([6, 4.5, 3, 1.5, 0]);

    // Reopening the closed issue burns back up on the day it happens.
    const reopenSeen = await member<QuestionDetail>('GET', 'questionInfo/getQuestionInfo', {
      projectId: String(w.projectId),
      questionId: String(first.id),
    });
    await member('POST', 'questionInfo/questionByReopen', {
      projectId: w.projectId,
      questionId: first.id,
      updateTime: reopenSeen.data.updateTime,
    });
    const after = await member<IterationBurndown>('POST', 'questionInfo/getProjectIterationRanJinTuData', ref);
    expect(after.data.days.map((entry) => entry.openIssues)).toEqual([2, 1, 2, 2, null]);
  });
});
