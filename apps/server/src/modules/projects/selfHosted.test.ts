import type { GetInfoData, InstallationInfo, ProjectCard, ProjectMembersData } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { makeContacts } from '../../test/invitations';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/*
 * Issue 38, point 1 (ADR 0103): EDITION=self-hosted lifts every plan limit. The hosted edition's limits are
 * covered where they live (projects.test.ts, members.test.ts, attachments.test.ts); this file holds one
 * self-hosted app only, because an installation's edition is the process's (planLimits.ts).
 */
describe('EDITION=self-hosted', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({
      config: {
        edition: 'self-hosted',
        wechat: { appId: 'wx-app', appSecret: 'secret', authorizeUrl: 'https://wx.test', apiBase: 'https://wx.test' },
      },
    });
  });
  afterAll(() => server.close());

  let phoneSeed = 0;
  async function person() {
    phoneSeed += 1;
    const phone = `1360000${String(phoneSeed).padStart(4, '0')}`;
    const user = await buildUser(server.database.db, { version_code: 0, phone });
    const token = await signIn(server.database.db, user.id);
    return { id: user.id, phone, token, api: apiAs(server, token) };
  }

  it('lets an owner on the Free plan create a sixth project and keeps recycled projects', async () => {
    const ann = await person();
    for (let index = 0; index < 5; index += 1) await buildProject(server.database.db, { ownerId: ann.id });
    const sixth = await ann.api<ProjectCard>('POST', 'projectInfo', { projectName: 'Sixth' });
    expect(sixth.code).toBe(200);
    const recycled = await ann.api('POST', 'projectInfo/recycleProject', { projectId: sixth.data.projectId });
    expect(recycled.code).toBe(200);
    const bin = await ann.api<ProjectCard[]>('GET', 'projectInfo/getProjectInfoList', { view: 'recycle' });
    // The Free plan purges the same day; a team's own server keeps them until someone deletes them.
    expect(bin.rows.find((row) => row.projectId === sixth.data.projectId)?.purgeTime).toBeNull();
    expect((await ann.api('POST', 'projectInfo', { projectName: 'Seventh' })).code).toBe(200);
  });

  it('adds a sixth member without a limit, a grace date or an upgrade offer', async () => {
    const ann = await person();
    const people = await Promise.all(Array.from({ length: 6 }, () => person()));
    await makeContacts(
      server.database.db,
      ann.id,
      people.map((who) => who.id),
    );
    const projectId = await buildProject(server.database.db, { ownerId: ann.id });
    const added = await ann.api('POST', 'projectUser/batchAddProjectUserByProAdmin', {
      projectId,
      phoneArr: people.map((who) => who.phone),
    });
    expect(added).toMatchObject({ code: 200 });
    const list = await ann.api<ProjectMembersData>('POST', 'projectUser/getProjectUserList', { projectId });
    expect(list.data.members).toHaveLength(7);
    expect(list.data.limit).toEqual({ limit: null, current: 7, versionCode: 0, graceUntil: null, mustRemove: false });
  });

  it('tells the web app its edition, signed in and out, and offers only the configured social sign-in', async () => {
    const ann = await person();
    const info = await server.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(ann.token) });
    expect(info.json<{ data: GetInfoData }>().data.edition).toBe('self-hosted');
    const installation = await server.app.inject({ method: 'GET', url: '/prod-api/anonymous/interface/installation' });
    expect(installation.json<{ data: InstallationInfo }>().data).toEqual({
      edition: 'self-hosted',
      socialLogins: ['weichat'],
      smsTexted: false,
      mailConfigured: false,
    });
  });

  it("refuses every commerce call, signed in or out, in the caller's language, and records no order", async () => {
    const ann = await person();
    const ordered = await ann.api('POST', 'financial/addOrder', { versionCode: 1, period: 'year', amountFen: 1 });
    expect(ordered).toMatchObject({ code: 500, msg: '本系统为自托管安装，不提供购买、支付与发票' });
    const prices = await apiAs(server, undefined, 'en-US')('GET', 'financial/getVersionInfoAllList');
    expect(prices).toMatchObject({
      code: 500,
      msg: 'This installation is self-hosted: it offers no purchases, payments or invoices',
    });
    const orders = await server.database.db.selectFrom('orders').select('id').where('user_id', '=', ann.id).execute();
    expect(orders).toEqual([]);
  });
});
