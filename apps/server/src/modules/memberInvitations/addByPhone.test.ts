import {
  type KnowledgeBase,
  type KnowledgeMember,
  MEMBER_PHONE_ADDS_PER_DAY,
  type NoticeItem,
  type ProjectMembersData,
  type TeamMember,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { movableClock } from '../../test/clock';
import { buildProject, buildTeam, buildUser, signIn } from '../../test/factories';
import { makeContacts } from '../../test/invitations';
import { type TestServer, getTestServer } from '../../test/server';

/**
 * Issue 28, point 11 (ADR 0099): any signed-in user could learn which numbers are registered through the
 * three add-by-phone calls, which answered "no account" for unknown numbers and added (and showed) the
 * person behind a registered one, without limit. Now a stranger's number and a number nobody holds get the
 * same invitation, contacts are added at once, and each person may add so many numbers a day.
 */
describe('adding people by phone', () => {
  const clock = movableClock(Date.parse('2026-05-04T09:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  let serial = 0;
  const freshNumber = () => `1366${String(++serial).padStart(7, '0')}`;
  async function person(name = `Person ${String(serial)}`) {
    const phone = freshNumber();
    const user = await buildUser(server.database.db, { phone, nick_name: name });
    const token = await signIn(server.database.db, user.id, { now: clock.now(), ttlMs: 30 * 86_400_000 });
    return { id: user.id, phone, api: apiAs(server, token), en: apiAs(server, token, 'en-US') };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  /** An owner of a project, a team and a knowledge base, each of which they may add people to. */
  async function owner() {
    const who = await person('Owner');
    const projectId = await buildProject(server.database.db, { ownerId: who.id });
    const team = await buildTeam(server.database.db, { ownerId: who.id });
    const kb = await who.api<KnowledgeBase>('POST', 'knowledge/add', { name: 'Handbook' });
    return { ...who, projectId, teamId: team.id, kbId: kb.data.kbId };
  }
  type Owner = Awaited<ReturnType<typeof owner>>;

  /** The five ways to add by phone, each answering the whole body for one number. */
  const calls = {
    project: (by: Owner, phone: string) =>
      by.en('POST', 'projectUser/addProjectUserByProAdmin', { projectId: by.projectId, phone }),
    projectBatch: (by: Owner, phone: string) =>
      by.en('POST', 'projectUser/batchAddProjectUserByProAdmin', { projectId: by.projectId, phoneArr: [phone] }),
    team: (by: Owner, phone: string) => by.en('POST', 'team/addMember', { teamId: by.teamId, phone }),
    teamBatch: (by: Owner, phone: string) =>
      by.en('POST', 'team/batchAddMember', { teamId: by.teamId, phoneArr: [phone] }),
    knowledge: (by: Owner, phone: string) =>
      by.en('POST', 'knowledge/member/invite', { kbId: by.kbId, phone, role: 'member' }),
  };

  async function memberIds(by: Owner) {
    const project = await by.api<ProjectMembersData>('POST', 'projectUser/getProjectUserList', {
      projectId: by.projectId,
    });
    const team = await by.api<TeamMember[]>('GET', 'team/memberList', { teamId: String(by.teamId) });
    const kb = await by.api<KnowledgeMember[]>('GET', 'knowledge/member/list', { kbId: String(by.kbId) });
    return [
      ...project.data.members.map((member) => member.userId),
      ...team.data.map((member) => member.userId),
      ...kb.data.map((member) => member.userId),
    ];
  }

  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    '%s: a registered stranger and a number nobody holds get the same answer and stay out',
    async (call) => {
      const ann = await owner();
      const stranger = await person('Stranger');
      const nobody = freshNumber();
      const toStranger = await calls[call](ann, stranger.phone);
      const toNobody = await calls[call](ann, nobody);
      const sameWords = (answer: unknown, phone: string) => JSON.stringify(answer).replaceAll(phone, '<phone>');
      expect(sameWords(toStranger, stranger.phone)).toBe(sameWords(toNobody, nobody));
      expect(toStranger).toMatchObject({ code: 200 });
      expect(JSON.stringify(toStranger)).not.toMatch(/userId|Stranger/);
      expect(await memberIds(ann)).not.toContain(stranger.id);
    },
  );

  it('says so in Chinese too, and names no account', async () => {
    const ann = await owner();
    const answer = await ann.api('POST', 'team/addMember', { teamId: ann.teamId, phone: freshNumber() });
    expect(answer).toMatchObject({ code: 200, msg: expect.stringMatching(/^已向 1366\d{7} 发送邀请/) });
    expect(answer.data).toEqual({ outcome: 'invited' });
  });

  it('adds a contact at once: someone sharing a project or a team with the caller', async () => {
    const ann = await owner();
    const [viaTeam, viaProject] = [await person('Via team'), await person('Via project')];
    await makeContacts(server.database.db, ann.id, [viaTeam.id]);
    await buildProject(server.database.db, { ownerId: viaProject.id, members: [{ userId: ann.id }] });
    for (const who of [viaTeam, viaProject]) {
      expect(await calls.knowledge(ann, who.phone)).toMatchObject({
        code: 200,
        data: { outcome: 'added', userId: who.id },
      });
    }
    expect(await memberIds(ann)).toEqual(expect.arrayContaining([viaTeam.id, viaProject.id]));
  });

  it('does not count a project in the recycle bin as shared', async () => {
    const ann = await owner();
    const former = await person('Former colleague');
    const binned = await buildProject(server.database.db, { ownerId: ann.id, members: [{ userId: former.id }] });
    await server.database.db
      .updateTable('projects')
      .set({ delete_time: clock.now().toISOString() })
      .where('id', '=', binned)
      .execute();
    expect((await calls.project(ann, former.phone)).data).toEqual({ outcome: 'invited' });
  });

  it('tells the registered invitee by a personal message, once while the invitation waits', async () => {
    const ann = await owner();
    const bob = await person('Bob');
    await calls.project(ann, bob.phone);
    await calls.project(ann, bob.phone);
    await calls.knowledge(ann, bob.phone);
    const messages = await bob.en<NoticeItem[]>('GET', 'notice/getList', { noticeType: '2' });
    expect(messages.rows.map((row) => [row.kind, row.noticeTitle, row.noticeContent])).toEqual([
      ['invited', 'You were invited to join', 'Owner invited you to join the knowledge base “Handbook”'],
      ['invited', 'You were invited to join', expect.stringMatching(/^Owner invited you to join the project “/)],
    ]);
    expect(messages.rows.every((row) => row.invitationId !== null && row.questionId === null)).toBe(true);
  });

  it(`allows ${MEMBER_PHONE_ADDS_PER_DAY} numbers a day per person over every call, then refuses in their language`, async () => {
    const ann = await owner();
    const contact = await person('Contact');
    await makeContacts(server.database.db, ann.id, [contact.id]);
    const order = Object.values(calls);
    for (let i = 0; i < MEMBER_PHONE_ADDS_PER_DAY; i++) {
      const call = order[i % order.length] ?? calls.project;
      expect((await call(ann, freshNumber())).code).toBe(200);
    }
    const limitEn = {
      code: 500,
      msg: `You have added people by phone ${String(MEMBER_PHONE_ADDS_PER_DAY)} times today, the daily limit; try again tomorrow`,
    };
    expect(await calls.project(ann, freshNumber())).toEqual(limitEn);
    // A contact is no exception, and the message is localised.
    expect(await ann.api('POST', 'team/addMember', { teamId: ann.teamId, phone: contact.phone })).toEqual({
      code: 500,
      msg: `今天通过手机号添加成员已达 ${String(MEMBER_PHONE_ADDS_PER_DAY)} 次上限，请明天再试`,
    });
    expect(await calls.teamBatch(ann, freshNumber())).toEqual(limitEn);
    // A malformed number costs nothing and says what is wrong.
    expect((await calls.project(ann, '12345')).msg).toContain('phone');
    const other = await owner();
    expect((await calls.project(other, freshNumber())).code).toBe(200);
    clock.advance(86_400_000);
    expect((await calls.project(ann, freshNumber())).code).toBe(200);
  });

  it('stops a batch of 100 probes at the limit: each number past it is refused with the reason', async () => {
    const ann = await owner();
    const phones = Array.from({ length: 100 }, freshNumber);
    const answer = await ann.en<{ succeeded: number[]; invited: number[]; failed: { id: number; msg: string }[] }>(
      'POST',
      'projectUser/batchAddProjectUserByProAdmin',
      { projectId: ann.projectId, phoneArr: phones },
    );
    expect(answer.code).toBe(500201);
    expect(answer.data.invited).toHaveLength(MEMBER_PHONE_ADDS_PER_DAY);
    expect(answer.data.failed).toHaveLength(100 - MEMBER_PHONE_ADDS_PER_DAY);
    expect(new Set(answer.data.failed.map((entry) => entry.msg)).size).toBe(1);
    expect(answer.data.failed[0]?.msg).toContain('daily limit');
  });

  it('refuses a non-admin before counting, and answers 404 for a project the caller is not in', async () => {
    const ann = await owner();
    const member = await person('Member');
    await server.database.db
      .insertInto('project_users')
      .values({
        project_id: ann.projectId,
        user_id: member.id,
        role: 'member',
        alias: 'Member',
        create_time: clock.now().toISOString(),
        update_time: clock.now().toISOString(),
      })
      .execute();
    const asMember = (by: Person) =>
      by.api('POST', 'projectUser/addProjectUserByProAdmin', { projectId: ann.projectId, phone: freshNumber() });
    expect((await asMember(member)).code).toBe(403);
    expect((await asMember(await person('Outsider'))).code).toBe(404);
    expect((await ann.api('POST', 'team/addMember', { teamId: ann.teamId + 1000, phone: freshNumber() })).code).toBe(
      404,
    );
  });
});
