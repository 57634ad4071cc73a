import type { AddCodeData, ProjectCard, ProjectMembersData } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { movableClock } from '../../test/clock';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { purgeRecycledProjects } from './recyclePurge';

/** Issue 8: owner transfer (spec points 4, 6, 8), invitation codes (points 5, 9), the recycle-bin purge. */
describe('ownership, invitation codes and the purge', () => {
  let server: TestServer;
  const clock = movableClock(Date.parse('2026-03-01T10:00:00.000Z'));
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  async function signedIn(versionCode = 0) {
    const user = await buildUser(server.database.db, { version_code: versionCode });
    const token = await signIn(server.database.db, user.id, { now: clock.now(), ttlMs: 365 * 86_400_000 });
    return { id: user.id, api: apiAs(server, token), en: apiAs(server, token, 'en-US') };
  }

  it('transfers to a member only with the typed name; the old owner stays as an admin', async () => {
    const ann = await signedIn();
    const bob = await signedIn();
    const stranger = await signedIn();
    const projectId = await buildProject(server.database.db, {
      ownerId: ann.id,
      name: 'Apollo',
      members: [{ userId: bob.id }],
    });
    const mismatch = await ann.en('POST', 'projectInfo/updateProjectCreateBy', {
      projectId,
      userId: bob.id,
      confirmText: 'apollo',
    });
    expect(mismatch).toEqual({ code: 500, msg: 'The transfer confirmation text does not match' });
    const zh = await ann.api('POST', 'projectInfo/updateProjectCreateBy', {
      projectId,
      userId: bob.id,
      confirmText: 'x',
    });
    expect(zh.msg).toBe('转让确认文字不匹配');
    const outsider = await ann.en('POST', 'projectInfo/updateProjectCreateBy', {
      projectId,
      userId: stranger.id,
      confirmText: 'Apollo',
    });
    expect(outsider.msg).toBe('A project can only be transferred to another member of it');
    const self = await ann.api('POST', 'projectInfo/updateProjectCreateBy', {
      projectId,
      userId: ann.id,
      confirmText: 'Apollo',
    });
    expect(self.code).toBe(500);

    expect(
      (
        await ann.api('POST', 'projectInfo/updateProjectCreateBy', {
          projectId,
          userId: bob.id,
          confirmText: ' Apollo ',
        })
      ).code,
    ).toBe(200);
    const members = await bob.api<ProjectMembersData>('POST', 'projectUser/getProjectUserList', { projectId });
    expect(members.data.members.map((member) => [member.userId, member.role])).toEqual([
      [bob.id, 'owner'],
      [ann.id, 'admin'],
    ]);
    const card = (await bob.api<ProjectCard[]>('GET', 'projectInfo/getProjectInfoList')).rows[0];
    expect(card?.ownerId).toBe(bob.id);
    // It cannot be undone by the former owner.
    const back = await ann.api('POST', 'projectInfo/updateProjectCreateBy', {
      projectId,
      userId: ann.id,
      confirmText: 'Apollo',
    });
    expect(back.code).toBe(403);
  });

  it('makes an invitation code with a verification code; a colleague joins with both while it lives', async () => {
    const ann = await signedIn();
    const bob = await signedIn();
    const projectId = await buildProject(server.database.db, { ownerId: ann.id, name: 'Gemini' });
    const none = await ann.api<AddCodeData>('POST', 'projectInfo/getAddCodeAndEndTime', { projectId });
    expect(none.data).toEqual({ addCode: null, verifyCode: null, endTime: null });
    const made = await ann.api<AddCodeData>('POST', 'projectInfo/generateAddCode', { projectId });
    expect(made.data.addCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(made.data.verifyCode).toMatch(/^\d{4}$/);
    expect(made.data.endTime).toBe('2026-03-04T10:00:00.000Z');
    expect((await ann.api<AddCodeData>('POST', 'projectInfo/getAddCodeAndEndTime', { projectId })).data).toEqual(
      made.data,
    );

    const wrong = await bob.en('POST', 'projectInfo/joinProject', {
      addCode: made.data.addCode,
      verifyCode: '0000' === made.data.verifyCode ? '1111' : '0000',
    });
    expect(wrong).toEqual({ code: 500, msg: 'The invitation code or verification code is wrong or has expired' });
    const joined = await bob.api<ProjectCard>('POST', 'projectInfo/joinProject', {
      addCode: made.data.addCode?.toLowerCase(),
      verifyCode: made.data.verifyCode,
    });
    expect(joined.data).toMatchObject({ projectId, projectName: 'Gemini', role: 'member' });
    const again = await bob.en('POST', 'projectInfo/joinProject', {
      addCode: made.data.addCode,
      verifyCode: made.data.verifyCode,
    });
    expect(again.msg).toBe('You are already a member of this project');

    const carol = await signedIn();
    clock.advance(72 * 3_600_000 + 1);
    const expired = await carol.api('POST', 'projectInfo/joinProject', {
      addCode: made.data.addCode,
      verifyCode: made.data.verifyCode,
    });
    expect(expired.msg).toBe('邀请码或验证码不正确，或已过期');
  });

  it('requires both codes and stops guessing after 10 tries', async () => {
    const ann = await signedIn();
    const projectId = await buildProject(server.database.db, { ownerId: ann.id });
    const made = await ann.api<AddCodeData>('POST', 'projectInfo/generateAddCode', { projectId });
    const guesser = await signedIn();
    expect((await guesser.api('POST', 'projectInfo/joinProject', { addCode: made.data.addCode })).code).toBe(500);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await guesser.api('POST', 'projectInfo/joinProject', { addCode: 'ABCDEFGH', verifyCode: '1234' });
      expect(answer.code).toBe(500);
    }
    const locked = await guesser.en('POST', 'projectInfo/joinProject', {
      addCode: made.data.addCode,
      verifyCode: made.data.verifyCode,
    });
    expect(locked.msg).toBe('Too many attempts; try again in 15 minutes');
  });

  it('joining by code respects the member limit of the owner’s plan', async () => {
    const ann = await signedIn(0);
    const members = await Promise.all([1, 2, 3, 4].map(() => buildUser(server.database.db)));
    const projectId = await buildProject(server.database.db, {
      ownerId: ann.id,
      members: members.map((member) => ({ userId: member.id })),
    });
    const made = await ann.api<AddCodeData>('POST', 'projectInfo/generateAddCode', { projectId });
    const sixth = await signedIn();
    const refused = await sixth.api('POST', 'projectInfo/joinProject', {
      addCode: made.data.addCode,
      verifyCode: made.data.verifyCode,
    });
    expect(refused).toMatchObject({ code: 500101, data: { limit: 5, current: 5, versionCode: 0, kind: 'members' } });
  });

  it('purges recycled projects after the owner’s retention: same day on Free, 10 days on Standard, never on Enterprise', async () => {
    const free = await signedIn(0);
    const standard = await signedIn(1);
    const enterprise = await signedIn(3);
    const ids = {
      free: await buildProject(server.database.db, { ownerId: free.id }),
      standard: await buildProject(server.database.db, { ownerId: standard.id }),
      enterprise: await buildProject(server.database.db, { ownerId: enterprise.id }),
      kept: await buildProject(server.database.db, { ownerId: free.id }),
    };
    await free.api('POST', 'projectInfo/recycleProject', { projectId: ids.free });
    await standard.api('POST', 'projectInfo/recycleProject', { projectId: ids.standard });
    await enterprise.api('POST', 'projectInfo/recycleProject', { projectId: ids.enterprise });
    const recycledAt = clock.now();
    const mine = (removed: number[]) => removed.filter((id) => Object.values(ids).includes(id));

    expect(mine(await purgeRecycledProjects(server.database.db, recycledAt, server.files))).toEqual([]);
    const nextDay = new Date(
      Date.UTC(recycledAt.getUTCFullYear(), recycledAt.getUTCMonth(), recycledAt.getUTCDate() + 1),
    );
    expect(mine(await purgeRecycledProjects(server.database.db, nextDay, server.files))).toEqual([ids.free]);
    expect(
      mine(
        await purgeRecycledProjects(server.database.db, new Date(recycledAt.getTime() + 9 * 86_400_000), server.files),
      ),
    ).toEqual([]);
    expect(
      mine(
        await purgeRecycledProjects(server.database.db, new Date(recycledAt.getTime() + 10 * 86_400_000), server.files),
      ),
    ).toEqual([ids.standard]);
    expect(
      mine(
        await purgeRecycledProjects(
          server.database.db,
          new Date(recycledAt.getTime() + 3650 * 86_400_000),
          server.files,
        ),
      ),
    ).toEqual([]);
    const left = await server.database.db
      .selectFrom('projects')
      .select('id')
      .where('id', 'in', Object.values(ids))
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([ids.enterprise, ids.kept].sort());
  });
});
