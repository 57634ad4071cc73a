import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { insertQuestionRow } from '../../test/issueRows';
import { movableClock } from '../../test/clock';
import { type TestServer, getTestServer } from '../../test/server';
import { tinyPng } from '../../test/uploads';
import { purgeRecycledProjects } from '../projects/recyclePurge';
import { claimAttachments } from './claim';
import { removeCommentFiles, removeQuestionFiles } from './fileRemoval';
import { sweepFiles } from './purge';
import { fileCalls } from './testKit.fixture';

/** Claiming uploads on save, and every way their files leave the disk (issue 10 "Attachments"). */
describe('attachment claims and file removal', () => {
  const clock = movableClock(Date.parse('2026-03-02T08:00:00.000Z'));
  let server: TestServer;
  let calls: ReturnType<typeof fileCalls>;
  let owner: { id: number; token: string };
  let member: { id: number; token: string };
  let other: { id: number; token: string };
  let projectId: number;
  let otherProjectId: number;

  const upload = async (who: { token: string }, project = projectId) =>
    (await calls.upload(who.token, project, 'shot.png', tinyPng())).data.attachmentId;
  const keyOf = async (id: number) =>
    (
      await server.database.db
        .selectFrom('question_attachments')
        .select('storage_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).storage_key;
  const linked = (id: number) =>
    server.database.db
      .selectFrom('question_attachments')
      .select(['question_id', 'comment_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  /** Runs a claim in its own transaction, as create and edit do, and answers the refusal if any. */
  const claim = (options: Parameters<typeof claimAttachments>[1]) =>
    server.database.db
      .transaction()
      .execute((trx) => claimAttachments(trx, options))
      .catch((error: unknown) => error);

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    calls = fileCalls(server);
    const db = server.database.db;
    const person = async () => {
      const user = await buildUser(db);
      return { id: user.id, token: await signIn(db, user.id, { now: clock.now(), ttlMs: 30 * 86_400_000 }) };
    };
    owner = await person();
    member = await person();
    other = await person();
    projectId = await buildProject(db, { ownerId: owner.id, members: [{ userId: member.id }, { userId: other.id }] });
    otherProjectId = await buildProject(db, { ownerId: member.id });
  });
  afterAll(() => server.close());

  it("links the saver's pending uploads to the issue, again harmlessly on an edit", async () => {
    const questionId = await insertQuestionRow(server.database.db, { projectId, creatorId: member.id });
    const [first, second] = [await upload(member), await upload(member)];
    expect(await claim({ projectId, questionId, attachmentIds: [first, second, first], userId: member.id })).toEqual([
      first,
      second,
    ]);
    expect(await linked(first)).toEqual({ question_id: questionId, comment_id: null });
    // An edit sends the issue's attachments again, plus new ones; another member may edit.
    const third = await upload(other);
    expect(await claim({ projectId, questionId, attachmentIds: [first, second, third], userId: other.id })).toEqual([
      third,
    ]);
    // Other members see it now that it is on the issue.
    expect((await calls.fetch(other.token, first)).statusCode).toBe(200);
  });

  it("refuses another project's, another person's or an unknown upload, changing nothing", async () => {
    const questionId = await insertQuestionRow(server.database.db, { projectId, creatorId: member.id });
    const mine = await upload(member);
    const foreign = await upload(member, otherProjectId);
    const theirs = await upload(other);
    for (const ids of [
      [mine, foreign],
      [mine, theirs],
      [mine, 999_999],
    ]) {
      const refused = await claim({ projectId, questionId, attachmentIds: ids, userId: member.id });
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: ResultCode.fail, key: 'attachmentInvalid' });
      expect(await linked(mine)).toEqual({ question_id: null, comment_id: null });
    }
    // Already on another issue: not movable to this one.
    const elsewhere = await insertQuestionRow(server.database.db, { projectId, creatorId: member.id });
    await claim({ projectId, questionId: elsewhere, attachmentIds: [mine], userId: member.id });
    expect(await claim({ projectId, questionId, attachmentIds: [mine], userId: member.id })).toMatchObject({
      key: 'attachmentInvalid',
    });
  });

  it('allows ten on the issue and ten on each comment, and refuses the eleventh', async () => {
    const questionId = await insertQuestionRow(server.database.db, { projectId, creatorId: member.id });
    const ten: number[] = [];
    for (let index = 0; index < 10; index += 1) ten.push(await upload(member));
    expect(await claim({ projectId, questionId, attachmentIds: ten, userId: member.id })).toHaveLength(10);
    const eleventh = await upload(member);
    expect(await claim({ projectId, questionId, attachmentIds: [...ten, eleventh], userId: member.id })).toMatchObject({
      code: ResultCode.fail,
      key: 'attachmentTooMany',
      params: { max: 10 },
    });
    expect(await linked(eleventh)).toEqual({ question_id: null, comment_id: null });

    const commentId = await insertComment(questionId);
    expect(await claim({ projectId, questionId, commentId, attachmentIds: [eleventh], userId: member.id })).toEqual([
      eleventh,
    ]);
    expect(await linked(eleventh)).toEqual({ question_id: questionId, comment_id: commentId });
  });

  it('removes the files of deleted issues and comments only once the delete is done', async () => {
    const db = server.database.db;
    const questionId = await insertQuestionRow(db, { projectId, creatorId: member.id });
    const onIssue = await upload(member);
    await claim({ projectId, questionId, attachmentIds: [onIssue], userId: member.id });
    const issueKey = await keyOf(onIssue);

    // A delete that rolls back keeps the files.
    await db
      .transaction()
      .execute(async (trx) => {
        await removeQuestionFiles(trx, server.files, [questionId]);
        await trx.deleteFrom('questions').where('id', '=', questionId).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await server.files.stat(issueKey)).toBeDefined();

    const commentId = await insertComment(questionId);
    const onComment = await upload(member);
    await claim({ projectId, questionId, commentId, attachmentIds: [onComment], userId: member.id });
    const commentKey = await keyOf(onComment);
    const removeCommentFilesAfter = await removeCommentFiles(db, server.files, [commentId]);
    await db.deleteFrom('question_comments').where('id', '=', commentId).execute();
    await removeCommentFilesAfter();
    expect(await server.files.stat(commentKey)).toBeUndefined();
    expect(await server.files.stat(issueKey)).toBeDefined();

    const removeFiles = await db.transaction().execute(async (trx) => {
      const removal = await removeQuestionFiles(trx, server.files, [questionId]);
      await trx.deleteFrom('questions').where('id', '=', questionId).execute();
      return removal;
    });
    await removeFiles();
    expect(await server.files.stat(issueKey)).toBeUndefined();
  });

  it('sweeps uploads nobody claimed within a day, with their files', async () => {
    const questionId = await insertQuestionRow(server.database.db, { projectId, creatorId: member.id });
    const abandoned = await upload(member);
    const claimed = await upload(member);
    await claim({ projectId, questionId, attachmentIds: [claimed], userId: member.id });
    const keys = { abandoned: await keyOf(abandoned), claimed: await keyOf(claimed) };

    clock.advance(3_600_000);
    const fresh = await upload(member);
    expect((await sweepFiles(server.database.db, server.files, clock.now())).attachments).toBe(0);
    expect(await linked(abandoned)).toBeDefined();

    clock.advance(23 * 3_600_000 + 1000);
    expect((await sweepFiles(server.database.db, server.files, clock.now())).attachments).toBeGreaterThanOrEqual(1);
    expect(await linked(abandoned)).toBeUndefined();
    expect(await server.files.stat(keys.abandoned)).toBeUndefined();
    expect(await linked(claimed)).toMatchObject({ question_id: questionId });
    expect(await server.files.stat(keys.claimed)).toBeDefined();
    expect(await linked(fresh)).toBeDefined();
  });

  it('removes the files of a project deleted from the recycle bin, by hand or by the purge', async () => {
    const db = server.database.db;
    const byHand = await buildProject(db, { ownerId: owner.id, members: [{ userId: member.id }] });
    const byPurge = await buildProject(db, { ownerId: owner.id, members: [{ userId: member.id }] });
    const handKey = await keyOf(await upload(member, byHand));
    const purgeKey = await keyOf(await upload(member, byPurge));
    const recycled = clock.now().toISOString();
    await db.updateTable('projects').set({ delete_time: recycled }).where('id', 'in', [byHand, byPurge]).execute();

    const project = await db.selectFrom('projects').select('name').where('id', '=', byHand).executeTakeFirstOrThrow();
    const deleted = await calls.inject(owner.token, {
      method: 'POST',
      url: '/prod-api/questline/projectInfo/deleteProject',
      payload: { projectId: byHand, confirmText: project.name },
    });
    expect(deleted.json()).toMatchObject({ code: ResultCode.ok });
    expect(await server.files.stat(handKey)).toBeUndefined();
    expect(await server.files.stat(purgeKey)).toBeDefined();

    const purged = await purgeRecycledProjects(db, new Date(clock.now().getTime() + 2 * 86_400_000), server.files);
    expect(purged).toContain(byPurge);
    expect(await server.files.stat(purgeKey)).toBeUndefined();
  });

  async function insertComment(questionId: number): Promise<number> {
    const row = await server.database.db
      .insertInto('question_comments')
      .values({
        question_id: questionId,
        user_id: member.id,
        content: '<p>see</p>',
        create_time: clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
});
