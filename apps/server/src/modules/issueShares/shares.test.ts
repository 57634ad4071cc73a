import { type QuestionShare, ResultCode, type SharedQuestion } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../test/api';
import { movableClock } from '../../test/clock';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { insertQuestionRow } from '../../test/issueRows';
import { type TestServer, getTestServer } from '../../test/server';
import { tinyPng } from '../../test/uploads';
import { claimAttachments } from '../attachments/claim';
import { fileCalls } from '../attachments/testKit.fixture';
import { recordHistory } from '../issues/history';

type Person = { id: number; token: string; phone: string };

/** Issue 10 "Sharing", DOMAIN.md "Identifiers": revocable public links to one issue, read signed out. */
describe('questionShare and the public shared issue', () => {
  const clock = movableClock(Date.parse('2026-05-04T08:00:00.000Z'));
  let server: TestServer;
  let calls: ReturnType<typeof fileCalls>;
  const people = {} as Record<'owner' | 'admin' | 'member' | 'other' | 'outsider', Person>;
  let projectId: number;
  let outsiderProjectId: number;

  const call = async <T>(who: Person | undefined, method: 'GET' | 'POST', url: string, body?: object) => {
    const response = await calls.inject(who?.token, {
      method,
      url: `/prod-api/${url}`,
      ...(body === undefined ? {} : method === 'GET' ? { query: body as Record<string, string> } : { payload: body }),
    });
    return response.json<Answer<T>>();
  };
  const share = (who: Person, body: object) => call<QuestionShare>(who, 'POST', 'questline/questionShare/create', body);
  const list = (who: Person, questionId: number, project = projectId) =>
    call<QuestionShare[]>(who, 'GET', 'questline/questionShare/list', {
      projectId: String(project),
      questionId: String(questionId),
    });
  const revoke = (who: Person, shareId: number, project = projectId) =>
    call<null>(who, 'POST', 'questline/questionShare/revoke', { projectId: project, shareId });
  const read = (token: string) => call<SharedQuestion>(undefined, 'GET', `anonymous/questionShare/${token}`);

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    calls = fileCalls(server);
    const db = server.database.db;
    for (const who of ['owner', 'admin', 'member', 'other', 'outsider'] as const) {
      const user = await buildUser(db, { email: `${who}@example.com` });
      const row = await db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow();
      const token = await signIn(db, user.id, { now: clock.now(), ttlMs: 400 * 86_400_000 });
      people[who] = { id: user.id, token, phone: row.phone ?? '' };
    }
    projectId = await buildProject(db, {
      ownerId: people.owner.id,
      members: [{ userId: people.admin.id, role: 'admin' }, { userId: people.member.id }, { userId: people.other.id }],
    });
    outsiderProjectId = await buildProject(db, { ownerId: people.outsider.id });
  });
  afterAll(() => server.close());

  /** An issue with a module, a version, two attachments (one inline), a comment with its own image and history. */
  let worlds = 0;
  async function sharedWorld() {
    worlds += 1;
    const db = server.database.db;
    const stamps = { create_time: clock.now().toISOString(), update_time: clock.now().toISOString() };
    const moduleRow = await db
      .insertInto('project_modules')
      .values({ project_id: projectId, name: `Checkout ${worlds}`, parent_id: null, handler_user_id: null, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const versionRow = await db
      .insertInto('project_versions')
      .values({ project_id: projectId, name: `v2.${worlds}`, icon: 'tag', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const upload = async (name: string, content: Buffer) =>
      (await calls.upload(people.member.token, projectId, name, content)).data.attachmentId;
    const inline = await upload('inline.png', tinyPng());
    const log = await upload('console.log', Buffer.from('TypeError at checkout'));
    const inComment = await upload('comment.png', tinyPng());
    const otherIssue = await insertQuestionRow(db, { projectId, creatorId: people.member.id });
    const foreign = await upload('foreign.png', tinyPng());
    await claimAttachments(db, {
      projectId,
      questionId: otherIssue,
      attachmentIds: [foreign],
      userId: people.member.id,
    });
    const questionId = await insertQuestionRow(db, {
      projectId,
      creatorId: people.member.id,
      handlerId: people.other.id,
      title: 'Pay button does nothing',
      moduleId: moduleRow.id,
      versionId: versionRow.id,
      description:
        `<p>Click pay</p><p><img src="/prod-api/questline/questionAttachment/${inline}" alt="shot" /></p>` +
        `<p><a href="/prod-api/questline/questionAttachment/${log}">log</a></p>` +
        `<p><img src="/prod-api/questline/questionAttachment/${foreign}" /></p>`,
    });
    await claimAttachments(db, { projectId, questionId, attachmentIds: [inline, log], userId: people.member.id });
    const comment = await db
      .insertInto('question_comments')
      .values({
        question_id: questionId,
        user_id: people.other.id,
        content: '<p>secret discussion</p>',
        ...{ create_time: stamps.create_time },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await claimAttachments(db, {
      projectId,
      questionId,
      commentId: comment.id,
      attachmentIds: [inComment],
      userId: people.member.id,
    });
    await recordHistory(db, [
      { questionId, code: 13, operatorId: people.member.id, toStatus: 2, now: clock.now() },
      { questionId, code: 12, operatorId: people.other.id, note: 'secret discussion', now: clock.now() },
      {
        questionId,
        code: 1,
        operatorId: people.other.id,
        fromStatus: 2,
        toStatus: 3,
        detail: { handlerUserIds: [people.other.id] },
        now: clock.now(),
      },
    ]);
    return { questionId, inline, log, inComment, foreign, otherIssue };
  }

  it('shares an issue as a public page with its fields, description, attachments and history only', async () => {
    const world = await sharedWorld();
    const created = await share(people.member, { projectId, questionId: world.questionId, expireDays: 7 });
    expect(created.code).toBe(ResultCode.ok);
    const { token } = created.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.data).toMatchObject({
      path: `/shared/${token}`,
      expireTime: '2026-05-11T08:00:00.000Z',
      createTime: '2026-05-04T08:00:00.000Z',
      createdBy: `Member ${people.member.id}`,
    });

    const answer = await read(token);
    expect(answer.code).toBe(ResultCode.ok);
    const page = answer.data;
    expect(page).toMatchObject({
      number: expect.any(Number),
      questionName: 'Pay button does nothing',
      questionType: 1,
      severity: 2,
      priority: 3,
      status: 2,
      moduleName: 'Checkout 1',
      versionName: 'v2.1',
      handlerNames: [`Member ${people.other.id}`],
      creatorName: `Member ${people.member.id}`,
      terminal: 1,
      defectCategory: 1,
    });
    const shared = (id: number) => `/prod-api/anonymous/questionShare/${token}/attachment/${id}`;
    expect(page.description).toBe(
      `<p>Click pay</p><p><img src="${shared(world.inline)}" alt="shot" /></p>` +
        `<p><a href="${shared(world.log)}">log</a></p><p></p>`,
    );
    expect(page.attachments).toEqual([
      {
        attachmentId: world.inline,
        fileName: 'inline.png',
        kind: 'image',
        size: tinyPng().length,
        url: shared(world.inline),
      },
      { attachmentId: world.log, fileName: 'console.log', kind: 'file', size: 21, url: shared(world.log) },
    ]);
    expect(page.history).toEqual([
      {
        code: 13,
        operatorName: `Member ${people.member.id}`,
        fromStatus: null,
        toStatus: 2,
        note: '',
        createTime: '2026-05-04T08:00:00.000Z',
      },
      {
        code: 1,
        operatorName: `Member ${people.other.id}`,
        fromStatus: 2,
        toStatus: 3,
        note: '',
        createTime: '2026-05-04T08:00:00.000Z',
      },
    ]);

    const raw = JSON.stringify(answer);
    expect(raw).not.toContain('secret discussion');
    expect(raw).not.toContain('@example.com');
    for (const person of Object.values(people)) expect(raw).not.toContain(person.phone);
    const keys = new Set<string>();
    JSON.parse(raw, (key, value: unknown) => (keys.add(key), value));
    for (const forbidden of [
      'userId',
      'operator',
      'questionId',
      'projectId',
      'email',
      'phone',
      'comments',
      'detail',
      'creator',
      'handlers',
    ]) {
      expect(keys.has(forbidden), forbidden).toBe(false);
    }
  });

  it("serves the shared issue's own attachments signed out, and nothing else", async () => {
    const world = await sharedWorld();
    const { token } = (await share(people.member, { projectId, questionId: world.questionId })).data;
    const fetchShared = (id: number) =>
      calls.inject(undefined, { method: 'GET', url: `/prod-api/anonymous/questionShare/${token}/attachment/${id}` });
    const image = await fetchShared(world.inline);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(tinyPng())).toBe(true);
    const log = await fetchShared(world.log);
    expect(log.headers['content-type']).toBe('application/octet-stream');
    expect(log.headers['content-disposition']).toMatch(/^attachment;/);
    for (const id of [world.inComment, world.foreign, 999_999]) {
      expect((await fetchShared(id)).json()).toMatchObject({ code: ResultCode.notFound });
    }
  });

  it('lists the live links to members, and ends a link for its creator or an admin only', async () => {
    const questionId = await insertQuestionRow(server.database.db, { projectId, creatorId: people.member.id });
    const forever = (await share(people.member, { projectId, questionId })).data;
    const short = (await share(people.other, { projectId, questionId, expireDays: 1 })).data;
    expect(forever.expireTime).toBeNull();
    expect((await list(people.other, questionId)).data.map((row) => row.shareId)).toEqual([
      short.shareId,
      forever.shareId,
    ]);

    expect(await revoke(people.other, forever.shareId)).toMatchObject({ code: ResultCode.forbidden });
    expect(await revoke(people.outsider, forever.shareId)).toMatchObject({ code: ResultCode.notFound });
    expect(await revoke(people.member, forever.shareId)).toMatchObject({ code: ResultCode.ok });
    expect(await revoke(people.member, forever.shareId)).toMatchObject({ code: ResultCode.ok });
    expect(await revoke(people.admin, short.shareId)).toMatchObject({ code: ResultCode.ok });
    expect((await list(people.member, questionId)).data).toEqual([]);
    expect(await read(forever.token)).toEqual({
      code: ResultCode.notFound,
      msg: 'This share link does not exist, was revoked or has expired',
    });
  });

  it('answers expired and unknown links, and issues of projects in the recycle bin, with the same 404', async () => {
    const questionId = await insertQuestionRow(server.database.db, { projectId, creatorId: people.member.id });
    const daily = (await share(people.member, { projectId, questionId, expireDays: 1 })).data;
    expect((await read(daily.token)).code).toBe(ResultCode.ok);
    clock.advance(86_400_000 + 1);
    expect(await read(daily.token)).toMatchObject({
      code: ResultCode.notFound,
      msg: 'This share link does not exist, was revoked or has expired',
    });
    expect((await list(people.member, questionId)).data).toEqual([]);
    expect(await read('A'.repeat(32))).toMatchObject({ code: ResultCode.notFound });
    expect((await read('../../etc')).code).not.toBe(ResultCode.ok);

    const recycled = await buildProject(server.database.db, {
      ownerId: people.owner.id,
      members: [{ userId: people.member.id }],
    });
    const inBin = await insertQuestionRow(server.database.db, { projectId: recycled, creatorId: people.member.id });
    const link = (await share(people.member, { projectId: recycled, questionId: inBin })).data;
    await server.database.db
      .updateTable('projects')
      .set({ delete_time: clock.now().toISOString() })
      .where('id', '=', recycled)
      .execute();
    expect(await read(link.token)).toMatchObject({ code: ResultCode.notFound });
  });

  it("refuses outsiders and another project's issue or link named through this project", async () => {
    const questionId = await insertQuestionRow(server.database.db, { projectId, creatorId: people.member.id });
    const foreignIssue = await insertQuestionRow(server.database.db, {
      projectId: outsiderProjectId,
      creatorId: people.outsider.id,
    });
    const foreignLink = (await share(people.outsider, { projectId: outsiderProjectId, questionId: foreignIssue })).data;

    expect(await share(people.outsider, { projectId, questionId })).toMatchObject({ code: ResultCode.notFound });
    expect(await list(people.outsider, questionId)).toMatchObject({ code: ResultCode.notFound });
    expect(await share(people.member, { projectId, questionId: foreignIssue })).toMatchObject({
      code: ResultCode.notFound,
    });
    expect(await list(people.member, foreignIssue)).toMatchObject({ code: ResultCode.notFound });
    expect(await revoke(people.owner, foreignLink.shareId)).toMatchObject({ code: ResultCode.notFound });
    expect(await call(undefined, 'POST', 'questline/questionShare/create', { projectId, questionId })).toMatchObject({
      code: ResultCode.unauthorized,
    });
    const odd = await share(people.member, { projectId, questionId, expireDays: 3 });
    expect(odd.code).toBe(ResultCode.fail);
    expect(odd.msg).toMatch(/expireDays/);

    const archived = await buildProject(server.database.db, {
      ownerId: people.owner.id,
      members: [{ userId: people.member.id }],
    });
    const archivedIssue = await insertQuestionRow(server.database.db, {
      projectId: archived,
      creatorId: people.member.id,
    });
    const before = (await share(people.member, { projectId: archived, questionId: archivedIssue })).data;
    await server.database.db.updateTable('projects').set({ archived: 1 }).where('id', '=', archived).execute();
    const refused = await share(people.member, { projectId: archived, questionId: archivedIssue });
    expect(refused.code).toBe(ResultCode.fail);
    expect(refused.msg).toMatch(/archived/i);
    // Withdrawing a link only reduces exposure, so it works on an archived project too.
    expect(await revoke(people.member, before.shareId, archived)).toMatchObject({ code: ResultCode.ok });
  });
});
