import { IM_GROUP_MEMBERS_MAX, IM_PATHS, type ImConversation, type ImMember, ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { type Chatter, imKit } from './testKit.fixture';

/**
 * Issue 33 "Conversations", docs/DOMAIN.md "Messaging": direct conversations between people who share a project or
 * team, named groups of up to 200, and one conversation per project that follows its membership.
 */
describe('conversations', () => {
  let server: TestServer;
  let kit: ReturnType<typeof imKit>;
  let ann: Chatter;
  let bo: Chatter;
  let cy: Chatter;
  let dee: Chatter;
  let projectId: number;

  beforeAll(async () => {
    server = await getTestServer();
    kit = imKit(server);
    [ann, bo, cy, dee] = [
      await kit.chatter('Ann'),
      await kit.chatter('Bo'),
      await kit.chatter('Cy'),
      await kit.chatter('Dee'),
    ];
    // Ann and Bo share a project, Ann and Cy a team; Dee shares nothing with anyone.
    projectId = await kit.project(ann, [bo]);
    await kit.team(ann, [cy]);
  });
  afterAll(() => server.close());

  it('opens one direct conversation per pair, with someone of a shared project or team only', async () => {
    const first = await kit.direct(ann, bo);
    expect(first).toMatchObject({
      kind: 'direct',
      name: 'Bo',
      peer: { userId: bo.id, nickName: 'Bo' },
      memberCount: 2,
    });
    expect((await kit.direct(bo, ann)).conversationId).toBe(first.conversationId);
    expect((await kit.direct(ann, cy)).kind).toBe('direct');
    // Someone who shares nothing, and someone who does not exist, are alike: nobody.
    expect((await kit.call(ann.token, 'POST', IM_PATHS.direct, { userId: dee.id })).code).toBe(ResultCode.notFound);
    expect((await kit.call(ann.token, 'POST', IM_PATHS.direct, { userId: 999_999 })).code).toBe(ResultCode.notFound);
    expect((await kit.call(bo.token, 'POST', IM_PATHS.direct, { userId: cy.id })).code).toBe(ResultCode.notFound);
    const self = await kit.call(ann.token, 'POST', IM_PATHS.direct, { userId: ann.id }, 'zh-CN');
    expect(self).toMatchObject({ code: ResultCode.fail, msg: '不能和自己聊天' });
  });

  it('lists a direct conversation for whoever opened it, and for the other person once it holds a message', async () => {
    const eve = await kit.chatter('Eve');
    await kit.team(eve, [bo]);
    const { conversationId } = await kit.direct(eve, bo);
    const listed = async (who: Chatter) =>
      (await kit.conversations(who)).conversations.map((one) => one.conversationId);
    expect(await listed(eve)).toContain(conversationId);
    expect(await listed(bo)).not.toContain(conversationId);
    await kit.sent(eve, conversationId, 'hello');
    expect(await listed(bo)).toContain(conversationId);
  });

  it('makes a group of people the owner may message, and refuses anyone else', async () => {
    const made = await kit.call<ImConversation>(ann.token, 'POST', IM_PATHS.group, {
      name: ' Release ',
      userIds: [bo.id, cy.id],
    });
    expect(made.data).toMatchObject({ kind: 'group', name: 'Release', memberCount: 3, owned: true });
    const members = await kit.call<ImMember[]>(bo.token, 'GET', IM_PATHS.members, {
      conversationId: String(made.data.conversationId),
    });
    expect(members.data.map((member) => [member.nickName, member.role])).toEqual([
      ['Ann', 'owner'],
      ['Bo', 'member'],
      ['Cy', 'member'],
    ]);
    expect((await kit.call(ann.token, 'POST', IM_PATHS.group, { name: 'x', userIds: [dee.id] })).code).toBe(
      ResultCode.notFound,
    );
    const unnamed = await kit.call(ann.token, 'POST', IM_PATHS.group, { name: '', userIds: [bo.id] }, 'en-US');
    expect(unnamed.msg).toContain('Enter a name for the group');
  });

  it('holds a group to 200 people', async () => {
    const crowd = [];
    for (let index = 0; index < IM_GROUP_MEMBERS_MAX; index += 1) crowd.push((await buildUser(server.database.db)).id);
    await server.database.db
      .insertInto('project_users')
      .values(
        crowd.map((userId) => ({
          project_id: projectId,
          user_id: userId,
          role: 'member',
          alias: '',
          create_time: '2026-01-01T00:00:00.000Z',
          update_time: '2026-01-01T00:00:00.000Z',
        })),
      )
      .execute();
    const full = await kit.call(ann.token, 'POST', IM_PATHS.group, { name: 'Everyone', userIds: crowd }, 'en-US');
    expect(full).toMatchObject({ code: ResultCode.fail, msg: 'A group holds at most 200 people' });
    const fits = await kit.call<ImConversation>(ann.token, 'POST', IM_PATHS.group, {
      name: 'Most',
      userIds: crowd.slice(1),
    });
    expect(fits.data.memberCount).toBe(IM_GROUP_MEMBERS_MAX);
    const more = await kit.call(ann.token, 'POST', IM_PATHS.changeGroup, {
      conversationId: fits.data.conversationId,
      addUserIds: [crowd[0]],
    });
    expect(more.code).toBe(ResultCode.fail);
    await server.database.db.deleteFrom('project_users').where('user_id', 'in', crowd).execute();
  });

  it('lets only the owner rename a group and add or remove people; the removed no longer read it', async () => {
    const group = await kit.call<ImConversation>(ann.token, 'POST', IM_PATHS.group, { name: 'Ops', userIds: [bo.id] });
    const id = group.data.conversationId;
    const byMember = await kit.call(
      bo.token,
      'POST',
      IM_PATHS.changeGroup,
      { conversationId: id, name: 'Mine' },
      'en-US',
    );
    expect(byMember).toMatchObject({ code: ResultCode.forbidden, msg: expect.stringContaining('owner') });
    const renamed = await kit.call<ImConversation>(ann.token, 'POST', IM_PATHS.changeGroup, {
      conversationId: id,
      name: 'Operations',
      addUserIds: [cy.id],
      removeUserIds: [bo.id],
    });
    expect(renamed.data).toMatchObject({ name: 'Operations', memberCount: 2 });
    expect((await kit.call(bo.token, 'GET', IM_PATHS.messages, { conversationId: String(id) })).code).toBe(
      ResultCode.notFound,
    );
    expect((await kit.call(cy.token, 'GET', IM_PATHS.messages, { conversationId: String(id) })).code).toBe(
      ResultCode.ok,
    );
  });

  it('hands a group to the longest member when its owner leaves, and goes with the last one', async () => {
    const group = await kit.call<ImConversation>(ann.token, 'POST', IM_PATHS.group, {
      name: 'Brief',
      userIds: [bo.id, cy.id],
    });
    const id = group.data.conversationId;
    expect((await kit.call(ann.token, 'POST', IM_PATHS.leave, { conversationId: id })).code).toBe(ResultCode.ok);
    const members = await kit.call<ImMember[]>(bo.token, 'GET', IM_PATHS.members, { conversationId: String(id) });
    expect(members.data.filter((member) => member.role === 'owner')).toHaveLength(1);
    await kit.call(bo.token, 'POST', IM_PATHS.leave, { conversationId: id });
    await kit.call(cy.token, 'POST', IM_PATHS.leave, { conversationId: id });
    const gone = await server.database.db.selectFrom('im_conversations').select('id').where('id', '=', id).execute();
    expect(gone).toEqual([]);
  });

  it("keeps one conversation per project that follows the project's membership", async () => {
    const conversation = await kit.projectConversation(ann, projectId);
    expect(conversation).toMatchObject({ kind: 'project', memberCount: 2 });
    expect((await kit.projectConversation(bo, projectId)).conversationId).toBe(conversation.conversationId);
    // Joining the project adds Dee: she reads the conversation at once (its history too).
    await kit.sent(ann, conversation.conversationId, 'before Dee');
    await server.database.db
      .insertInto('project_users')
      .values({
        project_id: projectId,
        user_id: dee.id,
        role: 'member',
        alias: 'Dee',
        create_time: new Date().toISOString(),
        update_time: new Date().toISOString(),
      })
      .execute();
    const history = await kit.call<{ messages: { body: string }[] }>(dee.token, 'GET', IM_PATHS.messages, {
      conversationId: String(conversation.conversationId),
    });
    expect(history.data.messages.map((message) => message.body)).toContain('<p>before Dee</p>');
    // Her unread count starts when she joined.
    expect((await kit.projectConversation(dee, projectId)).unread).toBe(0);
    // Leaving (here: removed) shuts it at once.
    await server.database.db
      .deleteFrom('project_users')
      .where('project_id', '=', projectId)
      .where('user_id', '=', dee.id)
      .execute();
    expect(
      (await kit.call(dee.token, 'GET', IM_PATHS.messages, { conversationId: String(conversation.conversationId) }))
        .code,
    ).toBe(ResultCode.notFound);
    expect((await kit.send(dee, conversation.conversationId, 'still here?')).code).toBe(ResultCode.notFound);
    const left = await kit.call(
      ann.token,
      'POST',
      IM_PATHS.leave,
      { conversationId: conversation.conversationId },
      'en-US',
    );
    expect(left.msg).toContain("project's conversation follows the project");
  });

  it('finds the people one may message by name, never anyone else', async () => {
    const found = await kit.call<{ userId: number }[]>(ann.token, 'GET', IM_PATHS.contacts, { keyword: '' });
    const ids = found.data.map((person) => person.userId);
    expect(ids).toEqual(expect.arrayContaining([bo.id, cy.id]));
    expect(ids).not.toContain(dee.id);
    expect(ids).not.toContain(ann.id);
    const named = await kit.call<{ nickName: string }[]>(ann.token, 'GET', IM_PATHS.contacts, { keyword: 'bo' });
    expect(named.data.map((person) => person.nickName)).toEqual(['Bo']);
  });

  it("answers another's conversation as one that does not exist, administrators included", async () => {
    const { conversationId } = await kit.direct(ann, bo);
    const admin = await kit.chatter('Root');
    await server.database.db.updateTable('users').set({ is_platform_admin: 1 }).where('id', '=', admin.id).execute();
    for (const who of [cy, dee, admin]) {
      const query = { conversationId: String(conversationId) };
      expect((await kit.call(who.token, 'GET', IM_PATHS.messages, query)).code).toBe(ResultCode.notFound);
      expect((await kit.call(who.token, 'GET', IM_PATHS.members, query)).code).toBe(ResultCode.notFound);
      expect((await kit.send(who, conversationId, 'let me in')).code).toBe(ResultCode.notFound);
    }
    // The administrator's session reaches no messaging call either, and no other route reads messages.
    expect(
      (await kit.call(admin.session, 'GET', IM_PATHS.messages, { conversationId: String(conversationId) })).code,
    ).toBe(ResultCode.unauthorized);
  });
});
