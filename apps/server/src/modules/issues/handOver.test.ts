import type { QuestionDetail } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

/** Spec point 6 "Removed or quitting members' pending tasks must be reassigned": issues go to the heir. */
describe('handing issues over when a member leaves', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const detail = async (questionId: number) =>
    (
      await apiAs(server, w.admin.token)<QuestionDetail>('GET', 'questionInfo/getQuestionInfo', {
        projectId: w.projectId,
        questionId,
      })
    ).data;

  it('counts pending issues, refuses removal without an heir, then moves handler and re-reviewer roles', async () => {
    const db = server.database.db;
    const base = { projectId: w.projectId, creatorId: w.admin.id };
    const handling = await buildQuestion(db, {
      ...base,
      handlerIds: [w.other.id, w.member.id],
      fields: { handlingMode: 'multi' },
    });
    const reviewing = await buildQuestion(db, { ...base, handlerIds: [w.admin.id], status: 5 });
    await db.updateTable('questions').set({ reviewer_id: w.other.id }).where('id', '=', reviewing.id).execute();
    const finished = await buildQuestion(db, { ...base, handlerIds: [w.other.id], status: 7 });

    const admin = apiAs(server, w.admin.token, 'en-US');
    const refused = await admin('POST', 'projectUser/deleteProjectUser', {
      projectId: w.projectId,
      userId: w.other.id,
    });
    expect(refused.msg).toBe('This member still has 2 pending item(s); choose who takes them over first');
    const done = await admin('POST', 'projectUser/deleteProjectEditUserBacklog', {
      projectId: w.projectId,
      userId: w.other.id,
      toUserId: w.member.id,
    });
    expect(done.code).toBe(200);

    const handed = await detail(handling.id);
    expect(handed.handlers.map((handler) => handler.userId)).toEqual([w.member.id]);
    expect(handed.history.at(-1)).toMatchObject({
      code: 8,
      detail: { from: [w.other.id], to: [w.member.id], handOver: true },
    });
    expect((await detail(reviewing.id)).reviewer?.userId).toBe(w.member.id);
    expect((await detail(finished.id)).handlers.map((handler) => handler.userId)).toEqual([w.other.id]);
  });
});
