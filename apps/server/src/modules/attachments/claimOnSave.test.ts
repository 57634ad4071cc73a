import { type QuestionDetail, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { tinyPng } from '../../test/uploads';
import { fileCalls } from './testKit.fixture';

/** Spec point 5 "Attachments" through the issue calls: create and edit claim uploads, at most ten. */
describe('attachments claimed by create and edit', () => {
  let server: TestServer;
  let calls: ReturnType<typeof fileCalls>;
  let member: { id: number; token: string };
  let other: { id: number; token: string };
  let projectId: number;

  const upload = async (who: { token: string }, name = 'shot.png') =>
    (await calls.upload(who.token, projectId, name, tinyPng())).data.attachmentId;
  const issueCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    server = await getTestServer();
    calls = fileCalls(server);
    const db = server.database.db;
    const person = async () => {
      const user = await buildUser(db);
      return { id: user.id, token: await signIn(db, user.id) };
    };
    member = await person();
    other = await person();
    projectId = await buildProject(db, { ownerId: member.id, members: [{ userId: other.id }] });
  });
  afterAll(() => server.close());

  const create = (token: string, fields: object) =>
    apiAs(server, token, 'en-US')<QuestionDetail>('POST', 'questionInfo', {
      projectId,
      questionName: 'Pay button does nothing',
      handlerUserIds: [member.id],
      ...fields,
    });

  it('links the listed uploads and the pasted images to the new issue, and edits add more', async () => {
    const listed = await upload(member, 'log.png');
    const pasted = await upload(member, 'paste.png');
    const created = await create(member.token, {
      attachmentIds: [listed],
      description: `<p><img src="/prod-api/questline/questionAttachment/${pasted}"></p>`,
    });
    expect(created.code).toBe(ResultCode.ok);
    expect(created.data.attachments.map((item) => item.attachmentId)).toEqual([listed, pasted]);
    expect((await calls.fetch(other.token, pasted)).statusCode).toBe(200);

    const added = await upload(member, 'later.png');
    const edited = await apiAs(server, member.token, 'en-US')<QuestionDetail>('PUT', 'questionInfo', {
      questionId: created.data.questionId,
      projectId,
      updateTime: created.data.updateTime,
      questionName: 'Pay button does nothing',
      handlerUserIds: [member.id],
      description: created.data.description,
      attachmentIds: [listed, pasted, added],
    });
    expect(edited.code).toBe(ResultCode.ok);
    expect(edited.data.attachments).toHaveLength(3);
  });

  it("refuses someone else's upload, an eleventh attachment, and creates nothing then", async () => {
    const before = await issueCount();
    const theirs = await upload(other);
    expect(await create(member.token, { attachmentIds: [theirs] })).toMatchObject({
      code: ResultCode.fail,
      msg: 'The attachment does not exist or belongs to another project',
    });
    const eleven: number[] = [];
    for (let index = 0; index < 11; index += 1) eleven.push(await upload(member));
    const tooMany = await create(member.token, { attachmentIds: eleven.slice(0, 10) });
    expect(tooMany.code).toBe(ResultCode.ok);
    const edit = (fields: object) =>
      apiAs(server, member.token, 'en-US')('PUT', 'questionInfo', {
        questionId: tooMany.data.questionId,
        projectId,
        updateTime: tooMany.data.updateTime,
        questionName: 'Pay button does nothing',
        handlerUserIds: [member.id],
        ...fields,
      });
    expect((await edit({ attachmentIds: eleven })).code).toBe(ResultCode.fail);
    // The eleventh pasted into the description: ten are already on the issue.
    const pastedEleventh = `<p><img src="/prod-api/questline/questionAttachment/${eleven[10] ?? 0}"></p>`;
    expect(await edit({ attachmentIds: eleven.slice(0, 10), description: pastedEleventh })).toMatchObject({
      code: ResultCode.fail,
      msg: 'At most 10 attachments',
    });
    expect(await issueCount()).toBe(before + 1);
    // A pasted image of another issue is left where it is; the save still succeeds.
    const foreign = tooMany.data.attachments[0]?.attachmentId ?? 0;
    const copy = await create(member.token, {
      description: `<p><img src="/prod-api/questline/questionAttachment/${foreign}"></p>`,
    });
    expect(copy.code).toBe(ResultCode.ok);
    expect(copy.data.attachments).toEqual([]);
  });

  it('removes the files of a deleted issue', async () => {
    const attachmentId = await upload(member);
    const created = await create(member.token, { attachmentIds: [attachmentId] });
    const { storage_key: key } = await server.database.db
      .selectFrom('question_attachments')
      .select('storage_key')
      .where('id', '=', attachmentId)
      .executeTakeFirstOrThrow();
    const refused = await apiAs(server, other.token, 'en-US')('POST', 'questionInfo/delQuestionById', {
      projectId,
      questionId: created.data.questionId,
    });
    expect(refused.code).not.toBe(ResultCode.ok);
    expect(await server.files.stat(key)).toBeDefined();
    const deleted = await apiAs(server, member.token, 'en-US')('POST', 'questionInfo/delQuestionById', {
      projectId,
      questionId: created.data.questionId,
    });
    expect(deleted.code).toBe(ResultCode.ok);
    expect(await server.files.stat(key)).toBeUndefined();
  });
});
