import type { ProjectCard } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { buildProject, buildUser, projectUpdateTime, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { multipart, tinyPng } from '../../test/uploads';

/** Issue 8 "Projects": create, edit, list and views, hide, archive, recycle bin (spec points 4, 5, 6, 7). */
describe('projects', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  async function signedIn(versionCode = 0) {
    const user = await buildUser(server.database.db, { version_code: versionCode, nick_name: 'Ann' });
    const token = await signIn(server.database.db, user.id);
    return { id: user.id, api: apiAs(server, token), en: apiAs(server, token, 'en-US') };
  }
  const seen = (projectId: number) => projectUpdateTime(server.database.db, projectId);

  it('creates a project with the owner as member, the fixed stages and it as the current project', async () => {
    const ann = await signedIn();
    const created = await ann.api<ProjectCard>('POST', 'projectInfo', {
      projectName: '缺陷 Tracker-1',
      description: '说明',
    });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      projectName: '缺陷 Tracker-1',
      description: '说明',
      role: 'owner',
      ownerId: ann.id,
      ownerName: 'Ann',
      memberCount: 1,
      moduleCount: 0,
      isCurrent: true,
      archived: false,
      deleteTime: null,
    });
    const stages = await server.database.db
      .selectFrom('iteration_stages')
      .select(['fixed'])
      .where('project_id', '=', created.data.projectId)
      .orderBy('sort')
      .execute();
    expect(stages.map((stage) => stage.fixed)).toEqual(['notStarted', 'completed']);
  });

  it('refuses names with special characters, over 60 bytes, and descriptions over 200 characters (spec point 5)', async () => {
    const ann = await signedIn();
    const special = await ann.en('POST', 'projectInfo', { projectName: 'a<b>' });
    expect(special).toEqual({ code: 500, msg: 'Invalid input: projectName must not contain special characters' });
    const long = await ann.api('POST', 'projectInfo', { projectName: '项'.repeat(21) });
    expect(long.msg).toBe('参数错误：projectName 不能超过 60 个字节（一个汉字占 3 个字节）');
    expect((await ann.api('POST', 'projectInfo', { projectName: '项'.repeat(20) })).code).toBe(200);
    const description = await ann.api('POST', 'projectInfo', { projectName: 'P', description: 'x'.repeat(201) });
    expect(description.code).toBe(500);
    const empty = await ann.api('POST', 'projectInfo', { projectName: '   ' });
    expect(empty.code).toBe(500);
    const foreignImage = await ann.api('POST', 'projectInfo', {
      projectName: 'P',
      projectImg: 'http://evil.example/x.png',
    });
    expect(foreignImage.code).toBe(500);
  });

  it('refuses a sixth project on the free plan with 500101 and the limit data; the recycle bin does not count', async () => {
    const ann = await signedIn(0);
    for (let index = 0; index < 5; index += 1) {
      expect((await ann.api('POST', 'projectInfo', { projectName: `P${String(index)}` })).code).toBe(200);
    }
    const refused = await ann.en('POST', 'projectInfo', { projectName: 'P5' });
    expect(refused).toEqual({
      code: 500101,
      msg: 'You have reached the project limit (5); upgrade to VIP to create more projects',
      data: { limit: 5, current: 5, versionCode: 0, kind: 'projects' },
    });
    const list = await ann.api<ProjectCard[]>('GET', 'projectInfo/getProjectInfoList');
    const first = list.rows[0] as ProjectCard;
    expect((await ann.api('POST', 'projectInfo/recycleProject', { projectId: first.projectId })).code).toBe(200);
    expect((await ann.api('POST', 'projectInfo', { projectName: 'P5' })).code).toBe(200);
    const restore = await ann.api('POST', 'projectInfo/restoreProject', { projectId: first.projectId });
    expect(restore.code).toBe(500101);
  });

  it('an enterprise owner has no project limit', async () => {
    const ann = await signedIn(3);
    for (let index = 0; index < 21; index += 1) await buildProject(server.database.db, { ownerId: ann.id });
    expect((await ann.api('POST', 'projectInfo', { projectName: 'More' })).code).toBe(200);
  });

  it('lists the views: hidden is per member, archived and the recycle bin are the project’s', async () => {
    const ann = await signedIn();
    const bob = await signedIn();
    const projectId = await buildProject(server.database.db, { ownerId: ann.id, members: [{ userId: bob.id }] });
    const names = async (who: typeof ann, view: string) =>
      (await who.api<ProjectCard[]>('GET', 'projectInfo/getProjectInfoList', { view })).rows.map(
        (row) => row.projectId,
      );

    expect(await names(bob, 'active')).toEqual([projectId]);
    await bob.api('POST', 'projectInfo/hideProject', { projectId, hidden: true });
    expect(await names(bob, 'active')).toEqual([]);
    expect(await names(bob, 'hidden')).toEqual([projectId]);
    expect(await names(ann, 'active')).toEqual([projectId]);
    await bob.api('POST', 'projectInfo/hideProject', { projectId, hidden: false });

    await ann.api('POST', 'projectInfo/archiveProject', { projectId, archived: true });
    expect(await names(bob, 'active')).toEqual([]);
    expect(await names(bob, 'archived')).toEqual([projectId]);
    const edit = await ann.en('PUT', 'projectInfo', {
      projectId,
      projectName: 'New',
      updateTime: await seen(projectId),
    });
    expect(edit).toEqual({ code: 500, msg: 'The project is archived; unarchive it to change it' });
    await ann.api('POST', 'projectInfo/archiveProject', { projectId, archived: false });

    await ann.api('POST', 'projectInfo/recycleProject', { projectId });
    expect(await names(ann, 'recycle')).toEqual([projectId]);
    expect(await names(bob, 'recycle')).toEqual([]);
    expect(await names(bob, 'active')).toEqual([]);
    const asMember = await bob.api('POST', 'projectUser/getProjectUserList', { projectId });
    expect(asMember.code).toBe(404);
    const recycled = (await ann.api<ProjectCard[]>('GET', 'projectInfo/getProjectInfoList', { view: 'recycle' }))
      .rows[0];
    expect(recycled?.purgeTime).toMatch(/T00:00:00.000Z$/);

    await ann.api('POST', 'projectInfo/restoreProject', { projectId });
    expect(await names(bob, 'active')).toEqual([projectId]);
  });

  it('edits name, description and image as an admin', async () => {
    const ann = await signedIn();
    const projectId = await buildProject(server.database.db, { ownerId: ann.id });
    const edited = await ann.api<ProjectCard>('PUT', 'projectInfo', {
      projectId,
      projectName: 'Renamed',
      description: 'About',
      projectImg: '',
      updateTime: await seen(projectId),
    });
    expect(edited.data).toMatchObject({ projectName: 'Renamed', description: 'About' });
  });

  it('refuses a settings edit from a copy older than the project, in the caller language, changing nothing', async () => {
    const ann = await signedIn();
    const projectId = await buildProject(server.database.db, { ownerId: ann.id, name: 'Before' });
    const loaded = await seen(projectId);
    const first = await ann.api<ProjectCard>('PUT', 'projectInfo', {
      projectId,
      projectName: 'First',
      updateTime: loaded,
    });
    expect(first.code).toBe(200);
    expect(first.data.updateTime).not.toBe(loaded);
    const stale = await ann.en('PUT', 'projectInfo', { projectId, projectName: 'Second', updateTime: loaded });
    expect(stale).toEqual({ code: 500, msg: 'Someone else changed this project; reload it and try again' });
    const staleZh = await ann.api('PUT', 'projectInfo', { projectId, projectName: 'Second', updateTime: loaded });
    expect(staleZh).toEqual({ code: 500, msg: '该项目已被他人修改，请刷新后重试' });
    expect(
      (await ann.api<ProjectCard[]>('GET', 'projectInfo/getProjectInfoList')).rows.map((p) => p.projectName),
    ).toContain('First');
    const again = await ann.api('PUT', 'projectInfo', {
      projectId,
      projectName: 'Second',
      updateTime: first.data.updateTime,
    });
    expect(again.code).toBe(200);
  });

  it('deletes for good only from the recycle bin and only with the typed name', async () => {
    const ann = await signedIn();
    const projectId = await buildProject(server.database.db, { ownerId: ann.id, name: 'Doomed' });
    const active = await ann.en('POST', 'projectInfo/deleteProject', { projectId, confirmText: 'Doomed' });
    expect(active).toEqual({ code: 500, msg: 'Only projects in the recycle bin can be deleted permanently' });
    await ann.api('POST', 'projectInfo/recycleProject', { projectId });
    const wrong = await ann.en('POST', 'projectInfo/deleteProject', { projectId, confirmText: 'doomed' });
    expect(wrong).toEqual({ code: 500, msg: 'The deletion confirmation text does not match' });
    expect((await ann.api('POST', 'projectInfo/deleteProject', { projectId, confirmText: 'Doomed' })).code).toBe(200);
    const row = await server.database.db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', projectId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('keeps the current project on the server and switches it (issue 8 "The current project")', async () => {
    const ann = await signedIn();
    const first = await buildProject(server.database.db, { ownerId: ann.id, name: 'First' });
    const second = await buildProject(server.database.db, { ownerId: ann.id, name: 'Second' });
    const before = await ann.api<{ current: ProjectCard; projects: ProjectCard[] }>(
      'POST',
      'projectInfo/getMyProjectInfoList',
      {},
    );
    expect(before.data.current.projectId).toBe(second);
    expect(before.data.projects.map((project) => project.projectId).sort()).toEqual([first, second].sort());
    await ann.api('POST', 'projectInfo/getMyProjectInfoList', { projectId: first });
    const otherBrowser = apiAs(server, await signIn(server.database.db, ann.id));
    const after = await otherBrowser<{ current: ProjectCard }>('POST', 'projectInfo/getMyProjectInfoList', {});
    expect(after.data.current.projectId).toBe(first);

    const stranger = await signedIn();
    const foreign = await stranger.api('POST', 'projectInfo/getMyProjectInfoList', { projectId: first });
    expect(foreign.code).toBe(404);
    expect(JSON.stringify(foreign)).not.toContain('First');
  });

  it('falls back to another open project when the current one goes to the recycle bin', async () => {
    const ann = await signedIn();
    const kept = await buildProject(server.database.db, { ownerId: ann.id });
    const gone = await buildProject(server.database.db, { ownerId: ann.id });
    await ann.api('POST', 'projectInfo/recycleProject', { projectId: gone });
    const mine = await ann.api<{ current: ProjectCard }>('POST', 'projectInfo/getMyProjectInfoList', {});
    expect(mine.data.current.projectId).toBe(kept);
  });
});

describe('project images', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  it('stores a PNG by content, serves it, and refuses a text file named .png (spec point 3 "image")', async () => {
    const user = await buildUser(server.database.db);
    const token = await signIn(server.database.db, user.id);
    const upload = (form: ReturnType<typeof multipart>) =>
      server.app.inject({
        method: 'POST',
        url: '/prod-api/questline/projectInfo/uploadImage',
        headers: { authorization: `Bearer ${token}`, language: 'en-US', ...form.headers },
        payload: form.payload,
      });
    const stored = (await upload(multipart('file', 'logo.png', 'image/png', tinyPng()))).json<{
      data: { imgUrl: string };
    }>();
    expect(stored.data.imgUrl).toMatch(/^\/profile\/project\/[a-f0-9]{32}\.png$/);
    const served = await server.app.inject({ method: 'GET', url: `/prod-api${stored.data.imgUrl}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(tinyPng())).toBe(true);

    const fake = await upload(multipart('file', 'logo.png', 'image/png', Buffer.from('not a picture')));
    expect(fake.json()).toEqual({ code: 500, msg: 'The project image must be a JPG or PNG image' });
    const api = apiAs(server, token);
    const created = await api<ProjectCard>('POST', 'projectInfo', {
      projectName: 'With logo',
      projectImg: stored.data.imgUrl,
    });
    expect(created.data.projectImg).toBe(stored.data.imgUrl);
    const missing = await server.app.inject({ method: 'GET', url: '/prod-api/profile/project/../questline.db' });
    expect(missing.statusCode).toBe(404);
  });
});
