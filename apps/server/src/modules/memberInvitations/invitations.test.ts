import {
  type InvitationAccepted,
  type KnowledgeBase,
  type KnowledgeMember,
  MEMBER_INVITATION_TTL_DAYS,
  type MemberInvitation,
  type NoticeItem,
  type ProjectMembersData,
  type TeamMember,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { movableClock } from '../../test/clock';
import { buildDept, buildProject, buildTeam, buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';

const DAY_MS = 86_400_000;

/**
 * Issue 28, point 11 (ADR 0099): the invitee's side. Invitations to a number are seen by whoever holds it,
 * accepted or declined only by them, and accepting adds them with the target's own rules.
 */
describe('answering member invitations', () => {
  const clock = movableClock(Date.parse('2026-05-11T09:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  let serial = 0;
  const freshNumber = () => `1355${String(++serial).padStart(7, '0')}`;
  async function signedIn(userId: number) {
    const token = await signIn(server.database.db, userId, { now: clock.now(), ttlMs: 60 * DAY_MS });
    return { api: apiAs(server, token), en: apiAs(server, token, 'en-US') };
  }
  async function person(name: string, phone: string | null = freshNumber()) {
    const user = await buildUser(server.database.db, { phone, nick_name: name });
    return { id: user.id, phone: phone ?? '', ...(await signedIn(user.id)) };
  }
  type Person = Awaited<ReturnType<typeof person>>;
  const mine = async (who: Person) => (await who.en<MemberInvitation[]>('GET', 'memberInvitation/mine')).data;
  const accept = (who: Person, invitationId: number) =>
    who.en<InvitationAccepted>('POST', 'memberInvitation/accept', { invitationId });
  const decline = (who: Person, invitationId: number) => who.en('POST', 'memberInvitation/decline', { invitationId });
  const projectMembers = async (by: Person, projectId: number) =>
    (await by.api<ProjectMembersData>('POST', 'projectUser/getProjectUserList', { projectId })).data.members;

  async function invitedToProject() {
    const ann = await person('Ann');
    const bob = await person('Bob');
    const projectId = await buildProject(server.database.db, { ownerId: ann.id, name: 'Apollo' });
    await ann.api('POST', 'projectUser/addProjectUserByProAdmin', { projectId, phone: bob.phone });
    const [invitation] = await mine(bob);
    if (!invitation) throw new Error('no invitation');
    return { ann, bob, projectId, invitation };
  }

  it('shows the invitee what they are invited to, by whom and until when', async () => {
    const { bob, projectId, invitation } = await invitedToProject();
    expect(await mine(bob)).toEqual([
      {
        invitationId: invitation.invitationId,
        target: 'project',
        targetId: projectId,
        targetName: 'Apollo',
        inviterName: 'Ann',
        role: null,
        createTime: clock.now().toISOString(),
        expireTime: new Date(clock.now().getTime() + MEMBER_INVITATION_TTL_DAYS * DAY_MS).toISOString(),
      },
    ]);
  });

  it('accepting a project invitation adds the invitee and marks its message read', async () => {
    const { ann, bob, projectId, invitation } = await invitedToProject();
    expect(await accept(bob, invitation.invitationId)).toEqual({
      code: 200,
      msg: 'Success',
      data: { target: 'project', targetId: projectId },
    });
    expect((await projectMembers(ann, projectId)).map((member) => member.userId)).toContain(bob.id);
    expect(await mine(bob)).toEqual([]);
    const messages = await bob.api<NoticeItem[]>('GET', 'notice/getList', { noticeType: '2' });
    expect(messages.rows.map((row) => [row.invitationId, row.isRead])).toEqual([[invitation.invitationId, true]]);
    expect(await accept(bob, invitation.invitationId)).toEqual({
      code: 500,
      msg: 'This invitation is no longer valid',
    });
  });

  it("joins a team in the invitation's department and a knowledge base with its role", async () => {
    const ann = await person('Ann');
    const bob = await person('Bob');
    const team = await buildTeam(server.database.db, { ownerId: ann.id, name: 'Crew' });
    const qa = await buildDept(server.database.db, { teamId: team.id, name: 'QA' });
    await ann.api('POST', 'team/addMember', { teamId: team.id, phone: bob.phone, deptId: qa });
    const kb = await ann.api<KnowledgeBase>('POST', 'knowledge/add', { name: 'Handbook' });
    await ann.api('POST', 'knowledge/member/invite', { kbId: kb.data.kbId, phone: bob.phone, role: 'reader' });
    const invitations = await mine(bob);
    expect(invitations.map((entry) => [entry.target, entry.targetName, entry.role])).toEqual([
      ['knowledge', 'Handbook', 'reader'],
      ['team', 'Crew', null],
    ]);
    for (const invitation of invitations) expect((await accept(bob, invitation.invitationId)).code).toBe(200);
    const teamMembers = await ann.api<TeamMember[]>('GET', 'team/memberList', { teamId: String(team.id) });
    expect(teamMembers.data.find((member) => member.userId === bob.id)).toMatchObject({ deptId: qa, role: 'member' });
    const kbMembers = await ann.api<KnowledgeMember[]>('GET', 'knowledge/member/list', { kbId: String(kb.data.kbId) });
    expect(kbMembers.data.find((member) => member.userId === bob.id)?.role).toBe('reader');
  });

  it('declining leaves the invitee out and tells the inviter nothing new', async () => {
    const { ann, bob, projectId, invitation } = await invitedToProject();
    expect(await decline(bob, invitation.invitationId)).toEqual({ code: 200, msg: 'Success', data: null });
    expect(await mine(bob)).toEqual([]);
    expect((await projectMembers(ann, projectId)).map((member) => member.userId)).not.toContain(bob.id);
    expect((await accept(bob, invitation.invitationId)).msg).toBe('This invitation is no longer valid');
    // Inviting again after a decline is an invitation like any other.
    const again = await ann.en('POST', 'projectUser/addProjectUserByProAdmin', { projectId, phone: bob.phone });
    expect(again.data).toEqual({ outcome: 'invited' });
    expect((await mine(bob)).map((entry) => entry.invitationId)).toEqual([invitation.invitationId]);
  });

  it("lets only the invitee answer: anyone else's id, the inviter's included, is 404 like an unknown one", async () => {
    const { ann, bob, projectId, invitation } = await invitedToProject();
    const carol = await person('Carol');
    const phoneless = await person('No phone', null);
    for (const who of [ann, carol, phoneless]) {
      expect((await accept(who, invitation.invitationId)).code).toBe(404);
      expect((await decline(who, invitation.invitationId)).code).toBe(404);
      expect(await mine(who)).toEqual([]);
    }
    expect((await accept(bob, invitation.invitationId + 1000)).code).toBe(404);
    expect((await projectMembers(ann, projectId)).map((member) => member.userId)).not.toContain(carol.id);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/memberInvitation/accept',
      payload: { invitationId: invitation.invitationId },
    });
    expect(anonymous.json().code).toBe(401);
    expect((await accept(bob, invitation.invitationId)).code).toBe(200);
  });

  it('belongs to the number: whoever registers it later sees the invitation and may accept', async () => {
    const ann = await person('Ann');
    const projectId = await buildProject(server.database.db, { ownerId: ann.id });
    const phone = freshNumber();
    await ann.api('POST', 'projectUser/addProjectUserByProAdmin', { projectId, phone });
    const newcomer = await person('Newcomer', phone);
    const [invitation] = await mine(newcomer);
    expect(invitation?.targetId).toBe(projectId);
    expect((await accept(newcomer, invitation?.invitationId ?? 0)).code).toBe(200);
  });

  it(`lapses after ${MEMBER_INVITATION_TTL_DAYS} days; inviting again renews it`, async () => {
    const { ann, bob, projectId, invitation } = await invitedToProject();
    clock.advance(MEMBER_INVITATION_TTL_DAYS * DAY_MS);
    expect(await mine(bob)).toEqual([]);
    expect((await accept(bob, invitation.invitationId)).msg).toBe('This invitation is no longer valid');
    await ann.api('POST', 'projectUser/addProjectUserByProAdmin', { projectId, phone: bob.phone });
    expect((await accept(bob, invitation.invitationId)).code).toBe(200);
  });

  it('is no longer valid once the inviter may not add people there, or the project is in the recycle bin', async () => {
    const { ann, bob, projectId, invitation } = await invitedToProject();
    const carol = await person('Carol');
    await server.database.db.updateTable('projects').set({ owner_id: carol.id }).where('id', '=', projectId).execute();
    await server.database.db
      .updateTable('project_users')
      .set({ role: 'member' })
      .where('project_id', '=', projectId)
      .where('user_id', '=', ann.id)
      .execute();
    expect((await accept(bob, invitation.invitationId)).msg).toBe('This invitation is no longer valid');

    const other = await invitedToProject();
    await server.database.db
      .updateTable('projects')
      .set({ delete_time: clock.now().toISOString() })
      .where('id', '=', other.projectId)
      .execute();
    expect(await mine(other.bob)).toEqual([]);
    expect((await accept(other.bob, other.invitation.invitationId)).msg).toBe('This invitation is no longer valid');
  });

  it("applies the owner's member limit on accepting, leaving the invitation open", async () => {
    const { ann, bob, projectId, invitation } = await invitedToProject();
    for (let i = 0; i < 4; i++) {
      const filler = await buildUser(server.database.db, {});
      await server.database.db
        .insertInto('project_users')
        .values({
          project_id: projectId,
          user_id: filler.id,
          role: 'member',
          alias: 'Filler',
          create_time: clock.now().toISOString(),
          update_time: clock.now().toISOString(),
        })
        .execute();
    }
    expect(await accept(bob, invitation.invitationId)).toMatchObject({ code: 500101, data: { kind: 'members' } });
    expect(await mine(bob)).toHaveLength(1);
    expect((await projectMembers(ann, projectId)).map((member) => member.userId)).not.toContain(bob.id);
  });
});
