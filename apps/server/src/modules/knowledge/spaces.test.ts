import type {
  KnowledgeBase,
  KnowledgeInviteInfo,
  KnowledgeInviteLink,
  KnowledgeMember,
  KnowledgeTree,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/clock';
import { buildProject } from '../../test/factories';
import { acceptInvitationTo } from '../../test/invitations';
import { type KnowledgeCast, knowledgeCast, knowledgePerson } from '../../test/knowledge';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 15: spaces, roles and invitations (spec points 5 "Names", "Knowledge-base invitation", 6). */
describe('knowledge bases and their members', () => {
  const clock = movableClock(Date.parse('2026-06-01T08:00:00.000Z'));
  let server: TestServer;
  let cast: KnowledgeCast;

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    cast = await knowledgeCast(server, clock.now());
  });
  afterAll(() => server.close());

  it('creates a space from a template: the caller owns it and it opens with a draft of the template', async () => {
    const ann = await knowledgePerson(server, 'Ann', clock.now());
    const created = await ann.callEn<KnowledgeBase>('POST', 'knowledge/add', {
      name: '  Release notes  ',
      remark: 'Where we write down what shipped',
      cover: 'green',
      template: 'meetingNotes',
    });
    expect(created).toMatchObject({
      code: 200,
      data: { name: 'Release notes', cover: 'green', role: 'owner', memberCount: 1, documentCount: 1 },
    });
    expect(created.data.actions).toContain('deleteSpace');
    const tree = await ann.call<KnowledgeTree>('GET', 'knowledge/folder/tree', { kbId: String(created.data.kbId) });
    expect(tree.data.documents).toEqual([expect.objectContaining({ title: 'Meeting notes', status: 'draft' })]);
    const list = await ann.call<KnowledgeBase[]>('GET', 'knowledge/list');
    expect(list.data.map((space) => space.name)).toEqual(['Release notes']);
  });

  it('refuses a blank name, a name over 60 bytes and a remark over 500 characters, creating nothing', async () => {
    const bob = await knowledgePerson(server, 'Bob', clock.now());
    expect(await bob.call('POST', 'knowledge/add', { name: '   ' })).toMatchObject({
      code: 500,
      msg: '知识库名称不能为空',
    });
    expect(await bob.callEn('POST', 'knowledge/add', { name: '知'.repeat(21) })).toMatchObject({
      code: 500,
      msg: 'The knowledge base name must not exceed 60 bytes (a Chinese character counts as 3)',
    });
    expect(await bob.call('POST', 'knowledge/add', { name: 'ok', remark: '备'.repeat(501) })).toMatchObject({
      code: 500,
      msg: '知识库备注不能超过 500 个字符',
    });
    expect((await bob.call<KnowledgeBase[]>('GET', 'knowledge/list')).data).toEqual([]);
  });

  it('links a space only to a project the caller belongs to', async () => {
    const projectId = await buildProject(server.database.db, { ownerId: cast.owner.id, name: 'Payments' });
    const strangerProject = await buildProject(server.database.db, { ownerId: cast.outsider.id });
    const linked = await cast.owner.call<KnowledgeBase>('POST', 'knowledge/add', { name: 'Linked', projectId });
    expect(linked.data).toMatchObject({ projectId, projectName: 'Payments' });
    const refused = await cast.owner.call('POST', 'knowledge/add', { name: 'Sneaky', projectId: strangerProject });
    expect(refused.code).toBe(404);
  });

  it('shows each member the space with their role; a non-member gets 404', async () => {
    const kbId = String(cast.kbId);
    for (const [who, role] of [
      [cast.admin, 'admin'],
      [cast.member, 'member'],
      [cast.reader, 'reader'],
    ] as const) {
      expect((await who.call<KnowledgeBase>('GET', 'knowledge/info', { kbId })).data.role).toBe(role);
    }
    expect((await cast.reader.call<KnowledgeBase>('GET', 'knowledge/info', { kbId })).data.actions).toEqual(['read']);
    expect(await cast.outsider.call('GET', 'knowledge/info', { kbId })).toMatchObject({ code: 404 });
  });

  it('lets owner and admins change settings; members get 403, outsiders 404', async () => {
    const body = { kbId: cast.kbId, name: '研发知识库', remark: 'updated' };
    expect((await cast.admin.call('POST', 'knowledge/update', body)).code).toBe(200);
    expect((await cast.member.call('POST', 'knowledge/update', body)).code).toBe(403);
    expect((await cast.reader.call('POST', 'knowledge/update', body)).code).toBe(403);
    expect((await cast.outsider.call('POST', 'knowledge/update', body)).code).toBe(404);
  });

  // Issue 28, point 11 (ADR 0099): a number nobody holds is invited now, like a stranger's, instead of
  // answering that it has no account; the invitee joins on accepting (memberInvitations tests).
  it('invites by phone: required, well-formed and not yet a member', async () => {
    const kbId = cast.kbId;
    const invite = (phone: string) =>
      cast.admin.call('POST', 'knowledge/member/invite', { kbId, phone, role: 'member' });
    expect(await invite(' ')).toMatchObject({ code: 500, msg: '请输入被邀请人的手机号' });
    expect(await invite('12345')).toMatchObject({ code: 500, msg: '手机号码格式不正确' });
    expect(await invite('13000000001')).toEqual({
      code: 200,
      msg: '已向 13000000001 发送邀请，对方接受后即可加入',
      data: { outcome: 'invited' },
    });
    expect(await invite(cast.member.phone)).toMatchObject({ code: 500, msg: '该用户已是知识库成员' });
    expect(
      (await cast.member.call('POST', 'knowledge/member/invite', { kbId, phone: cast.outsider.phone, role: 'member' }))
        .code,
    ).toBe(403);
  });

  it('shows phones whole to managers and masked to others', async () => {
    const kbId = String(cast.kbId);
    const forAdmin = await cast.admin.call<KnowledgeMember[]>('GET', 'knowledge/member/list', { kbId });
    const forReader = await cast.reader.call<KnowledgeMember[]>('GET', 'knowledge/member/list', { kbId });
    expect(forAdmin.data.find((row) => row.userId === cast.member.id)?.phone).toBe(cast.member.phone);
    expect(forReader.data.find((row) => row.userId === cast.member.id)?.phone).not.toBe(cast.member.phone);
    expect(forReader.data.map((row) => row.role)).toEqual(['owner', 'admin', 'member', 'reader']);
  });

  it('changes roles and removes members, but never the owner; the owner cannot quit', async () => {
    const extra = await knowledgePerson(server, 'Extra', clock.now());
    const kbId = cast.kbId;
    await cast.owner.call('POST', 'knowledge/member/invite', { kbId, phone: extra.phone, role: 'reader' });
    await acceptInvitationTo(extra.call, 'knowledge', kbId);
    expect(
      (await cast.admin.call('POST', 'knowledge/member/role', { kbId, userId: extra.id, role: 'member' })).code,
    ).toBe(200);
    expect(
      await cast.admin.call('POST', 'knowledge/member/role', { kbId, userId: cast.owner.id, role: 'member' }),
    ).toMatchObject({
      code: 500,
      msg: '不能移除知识库创建者或修改其角色',
    });
    expect(
      (await cast.admin.call('POST', 'knowledge/member/role', { kbId, userId: cast.outsider.id, role: 'member' })).code,
    ).toBe(404);
    expect((await cast.admin.call('POST', 'knowledge/member/remove', { kbId, userId: cast.owner.id })).code).toBe(500);
    expect((await cast.owner.call('POST', 'knowledge/member/quit', { kbId })).msg).toBe('知识库创建者不能退出知识库');
    expect((await extra.call('POST', 'knowledge/member/quit', { kbId })).code).toBe(200);
    expect((await extra.call('GET', 'knowledge/info', { kbId: String(kbId) })).code).toBe(404);
  });

  it('joins by an invitation link with its role until it is revoked or expires', async () => {
    const kbId = cast.kbId;
    const link = await cast.admin.call<KnowledgeInviteLink>('POST', 'knowledge/invite/create', {
      kbId,
      role: 'reader',
      expireDays: 1,
    });
    expect(link.data.code.length).toBeGreaterThanOrEqual(24);
    const joiner = await knowledgePerson(server, 'Joiner', clock.now());
    const info = await joiner.call<KnowledgeInviteInfo>('GET', 'knowledge/invite/info', { code: link.data.code });
    expect(info.data).toEqual({ kbId, name: '研发知识库', role: 'reader', alreadyMember: false });
    expect((await joiner.call('POST', 'knowledge/invite/accept', { code: link.data.code })).data).toEqual({ kbId });
    expect((await joiner.call<KnowledgeBase>('GET', 'knowledge/info', { kbId: String(kbId) })).data.role).toBe(
      'reader',
    );

    clock.advance(2 * 86_400_000);
    const late = await knowledgePerson(server, 'Late', clock.now());
    expect(await late.call('POST', 'knowledge/invite/accept', { code: link.data.code })).toMatchObject({
      code: 500,
      msg: '邀请链接无效或已过期',
    });

    const revoked = await cast.owner.call<KnowledgeInviteLink>('POST', 'knowledge/invite/create', {
      kbId,
      role: 'member',
      expireDays: null,
    });
    await cast.owner.call('POST', 'knowledge/invite/revoke', { kbId, inviteId: revoked.data.inviteId });
    expect((await late.call('POST', 'knowledge/invite/accept', { code: revoked.data.code })).code).toBe(500);
    expect(
      (await cast.member.call('POST', 'knowledge/invite/create', { kbId, role: 'admin', expireDays: null })).code,
    ).toBe(403);
    expect(
      (
        await cast.owner.call('POST', 'knowledge/invite/revoke', {
          kbId: cast.otherKbId,
          inviteId: revoked.data.inviteId,
        })
      ).code,
    ).toBe(404);
  });

  it('lets only the owner delete a space, with everything in it', async () => {
    const doomed = await cast.owner.call<KnowledgeBase>('POST', 'knowledge/add', {
      name: 'Doomed',
      template: 'testPlan',
    });
    const kbId = doomed.data.kbId;
    await cast.owner.call('POST', 'knowledge/member/invite', { kbId, phone: cast.admin.phone, role: 'admin' });
    await acceptInvitationTo(cast.admin.call, 'knowledge', kbId);
    expect((await cast.admin.call('POST', 'knowledge/delete', { kbId })).code).toBe(403);
    expect((await cast.owner.call('POST', 'knowledge/delete', { kbId })).code).toBe(200);
    expect((await cast.owner.call('GET', 'knowledge/info', { kbId: String(kbId) })).code).toBe(404);
    const left = await server.database.db
      .selectFrom('knowledge_documents')
      .select('id')
      .where('kb_id', '=', kbId)
      .execute();
    expect(left).toEqual([]);
  });
});
