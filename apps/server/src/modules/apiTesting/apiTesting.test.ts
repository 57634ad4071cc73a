import type { ApiCollectionRef, ApiEnvironment, ApiFolder, ApiRequestDetail, ApiWorkspace } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { WORLD_API_SECRET } from '../../test/apiTesting';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 34 (ADR 0122): collections, folders, requests and environments of the interface tester. */
describe('interface tester: collections and environments', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const workspace = async (token: string) =>
    (await as(token)<ApiWorkspace>('GET', `apiTesting/workspace?projectId=${w.projectId}`)).data;
  const spec = { method: 'GET', url: '{{baseUrl}}/orders/{{orderId}}' } as const;

  it('builds a collection of folders and requests that every member reads in order', async () => {
    const api = as(w.member.token);
    const collection = await api<ApiCollectionRef>('POST', 'apiTesting/collection', {
      projectId: w.projectId,
      name: 'Shop API',
      description: 'Orders and carts',
    });
    const collectionId = collection.data.collectionId;
    const folder = await api<ApiFolder>('POST', 'apiTesting/folder', {
      projectId: w.projectId,
      collectionId,
      name: 'Carts',
    });
    const nested = await api<ApiFolder>('POST', 'apiTesting/folder', {
      projectId: w.projectId,
      collectionId,
      parentId: folder.data.folderId,
      name: 'Items',
    });
    expect(nested.data.parentId).toBe(folder.data.folderId);
    const saved = await api<ApiRequestDetail>('POST', 'apiTesting/request', {
      projectId: w.projectId,
      collectionId,
      folderId: nested.data.folderId,
      name: 'Cart items',
      spec: { ...spec, assertions: [{ kind: 'status', expected: 200 }] },
    });
    expect(saved.data).toMatchObject({
      name: 'Cart items',
      method: 'GET',
      folderId: nested.data.folderId,
      spec: { body: { mode: 'none' }, auth: { type: 'none' }, assertions: [{ kind: 'status', expected: 200 }] },
    });
    const mine = (await workspace(w.other.token)).collections.find((row) => row.collectionId === collectionId);
    expect(mine?.folders.map((row) => row.name)).toEqual(['Carts', 'Items']);
    expect(mine?.requests.map((row) => row.name)).toEqual(['Cart items']);

    const edited = await api<ApiRequestDetail>('PUT', 'apiTesting/request', {
      projectId: w.projectId,
      requestId: saved.data.requestId,
      folderId: null,
      name: 'All cart items',
      spec: { ...spec, method: 'POST' },
      updateTime: saved.data.updateTime,
    });
    expect(edited.data).toMatchObject({ name: 'All cart items', method: 'POST', folderId: null });
    // Saved again over the version first loaded: someone changed it since.
    const stale = await api('PUT', 'apiTesting/request', {
      projectId: w.projectId,
      requestId: saved.data.requestId,
      folderId: null,
      name: 'Lost change',
      spec,
      updateTime: saved.data.updateTime,
    });
    expect(stale).toMatchObject({
      code: 500,
      msg: 'Someone else changed this request since you opened it; reload it before saving',
    });

    const removed = await api('DELETE', `apiTesting/folder/${folder.data.folderId}?projectId=${w.projectId}`);
    expect(removed.code).toBe(200);
    expect(
      (await workspace(w.member.token)).collections.find((row) => row.collectionId === collectionId)?.folders,
    ).toEqual([]);
    expect((await api('DELETE', `apiTesting/collection/${collectionId}?projectId=${w.projectId}`)).code).toBe(200);
    expect((await workspace(w.member.token)).collections.map((row) => row.collectionId)).toEqual([w.apiCollectionId]);
  });

  it('refuses bad input in the caller language and changes nothing', async () => {
    const zh = as(w.member.token, 'zh-CN');
    const before = await workspace(w.member.token);
    const badPath = await zh('POST', 'apiTesting/request', {
      projectId: w.projectId,
      collectionId: w.apiCollectionId,
      name: 'Bad',
      spec: { ...spec, assertions: [{ kind: 'jsonPath', path: 'data.id', op: 'equals', expected: '1' }] },
    });
    expect(badPath).toMatchObject({ code: 500, msg: expect.stringContaining('JSON 路径格式不正确') as string });
    const badMethod = await as(w.member.token)('POST', 'apiTesting/request', {
      projectId: w.projectId,
      collectionId: w.apiCollectionId,
      name: 'Bad',
      spec: { method: 'TRACE', url: 'https://x' },
    });
    expect(badMethod.code).toBe(500);
    const foreignFolder = await as(w.member.token)('POST', 'apiTesting/request', {
      projectId: w.projectId,
      collectionId: w.apiCollectionId,
      folderId: 999_999,
      name: 'Lost',
      spec,
    });
    expect(foreignFolder.msg).toBe('The chosen folder is not in this collection');
    const twice = await as(w.member.token)('POST', 'apiTesting/environment', {
      projectId: w.projectId,
      name: 'Twice',
      variables: [
        { name: 'a', value: '1' },
        { name: 'a', value: '2' },
      ],
    });
    expect(twice.msg).toContain('An environment cannot hold two variables of the same name');
    expect(await workspace(w.member.token)).toEqual(before);
  });

  it('answers 404 for another project’s collections, folders, requests and environments', async () => {
    const db = server.database.db;
    const stranger = await buildUser(db);
    const theirs = await buildProject(db, { ownerId: stranger.id });
    const api = as(await signIn(db, stranger.id));
    const calls = [
      api('GET', `apiTesting/request/${w.apiRequestId}?projectId=${theirs}`),
      api('DELETE', `apiTesting/folder/${w.apiFolderId}?projectId=${theirs}`),
      api('DELETE', `apiTesting/collection/${w.apiCollectionId}?projectId=${theirs}`),
      api('PUT', 'apiTesting/environment', {
        projectId: theirs,
        environmentId: w.apiEnvironmentId,
        name: 'x',
        variables: [],
      }),
      api('POST', 'apiTesting/request', { projectId: theirs, collectionId: w.apiCollectionId, name: 'x', spec }),
      api('GET', `apiTesting/collection/export?projectId=${theirs}&collectionId=${w.apiCollectionId}`),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.code).toBe(404);
    expect((await as(w.outsider.token)('GET', `apiTesting/workspace?projectId=${w.projectId}`)).code).toBe(404);
  });

  it('masks secrets from members who are not admins, everywhere, and keeps them on a save without them', async () => {
    const memberView = (await workspace(w.member.token)).environments[0];
    expect(memberView?.variables).toEqual([
      { name: 'baseUrl', value: 'http://127.0.0.1:9', secret: false },
      { name: 'token', value: null, secret: true },
    ]);
    const adminView = (await workspace(w.admin.token)).environments[0];
    expect(adminView?.variables[1]).toEqual({ name: 'token', value: WORLD_API_SECRET, secret: true });
    const exported = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/apiTesting/collection/export?projectId=${w.projectId}&collectionId=${w.apiCollectionId}`,
      headers: { authorization: `Bearer ${w.admin.token}` },
    });
    expect(exported.body).not.toContain(WORLD_API_SECRET);

    // A member changes the base URL and sends the secret back unread: it is kept.
    const saved = await as(w.member.token)<ApiEnvironment>('PUT', 'apiTesting/environment', {
      projectId: w.projectId,
      environmentId: w.apiEnvironmentId,
      name: 'Local',
      variables: [
        { name: 'baseUrl', value: 'https://staging.example.com', secret: false },
        { name: 'token', value: null, secret: true },
      ],
    });
    expect(saved.data.variables[1]).toEqual({ name: 'token', value: null, secret: true });
    expect(JSON.stringify(saved)).not.toContain(WORLD_API_SECRET);
    const stored = await server.database.db
      .selectFrom('api_environments')
      .select('variables')
      .where('id', '=', w.apiEnvironmentId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.variables)).toEqual([
      { name: 'baseUrl', value: 'https://staging.example.com', secret: false },
      { name: 'token', value: WORLD_API_SECRET, secret: true },
    ]);

    // Unmasking, removing or replacing a secret is for admins; a secret nobody stored cannot be kept.
    const refusals = [
      [{ name: 'token', value: null, secret: false }],
      [{ name: 'baseUrl', value: 'x', secret: false }],
      [{ name: 'token', value: 'mine-now', secret: true }],
    ];
    for (const variables of refusals) {
      const answer = await as(w.member.token)('PUT', 'apiTesting/environment', {
        projectId: w.projectId,
        environmentId: w.apiEnvironmentId,
        name: 'Local',
        variables,
      });
      expect([403, 500]).toContain(answer.code);
    }
    const unknown = await as(w.admin.token)('POST', 'apiTesting/environment', {
      projectId: w.projectId,
      name: 'New',
      variables: [{ name: 'apiKey', value: null, secret: true }],
    });
    expect(unknown.msg).toBe('The secret apiKey has no stored value to keep; enter its value');
    const removal = await as(w.member.token)(
      'DELETE',
      `apiTesting/environment/${w.apiEnvironmentId}?projectId=${w.projectId}`,
    );
    expect(removal).toMatchObject({ code: 403, msg: 'Only project admins may add, change or remove secret variables' });
    const adminRemoval = await as(w.admin.token)(
      'DELETE',
      `apiTesting/environment/${w.apiEnvironmentId}?projectId=${w.projectId}`,
    );
    expect(adminRemoval.code).toBe(200);
  });

  it('shows the live demo its collections and keeps its sends closed', async () => {
    const db = server.database.db;
    const time = new Date().toISOString();
    const sandbox = await db
      .insertInto('demo_sandboxes')
      .values({ seat: 90_000 + w.projectId, create_time: time, last_active_time: time })
      .returning('id')
      .executeTakeFirstOrThrow();
    const visitor = await buildUser(db, { demo_sandbox_id: sandbox.id });
    const project = await buildProject(db, { ownerId: visitor.id });
    const api = as(await signIn(db, visitor.id));
    expect((await api('GET', `apiTesting/workspace?projectId=${project}`)).code).toBe(200);
    const sent = await api('POST', 'apiTesting/send', {
      projectId: project,
      spec: { method: 'GET', url: 'https://example.com/' },
    });
    expect(sent.code).toBe(403);
    await db.deleteFrom('projects').where('id', '=', project).execute();
    await db.deleteFrom('users').where('id', '=', visitor.id).execute();
    await db.deleteFrom('demo_sandboxes').where('id', '=', sandbox.id).execute();
  });
});
