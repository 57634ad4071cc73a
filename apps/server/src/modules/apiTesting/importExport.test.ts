import { readFileSync } from 'node:fs';
import {
  API_IMPORT_MAX_BYTES,
  type ApiEnvironment,
  type ApiImportResult,
  type ApiRequestDetail,
  type ApiWorkspace,
} from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../test/api';
import { apiAs } from '../../test/api';
import { buildProject, buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { multipartForm } from '../../test/uploads';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** Issue 34 (ADR 0122): OpenAPI 3 and Postman v2.1 in, Postman v2.1 out, through the real parsers. */
describe('interface tester: import and export', () => {
  let server: TestServer;
  let projectId: number;
  let token: string;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    const db = server.database.db;
    const owner = await buildUser(db);
    projectId = await buildProject(db, { ownerId: owner.id });
    token = await signIn(db, owner.id);
  });

  const upload = async (content: Buffer, fileName = 'document.json', language = 'en-US') => {
    const form = multipartForm({ projectId: String(projectId) }, { field: 'file', fileName, content });
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/questline/apiTesting/import',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}`, language },
    });
    return response.json<Answer<ApiImportResult>>();
  };
  const workspace = async () =>
    (await apiAs(server, token)<ApiWorkspace>('GET', `apiTesting/workspace?projectId=${projectId}`)).data;
  const requestsOf = async (collectionId: number) => {
    const collection = (await workspace()).collections.find((row) => row.collectionId === collectionId);
    const details = [];
    for (const row of collection?.requests ?? []) {
      details.push(
        (
          await apiAs(server, token)<ApiRequestDetail>(
            'GET',
            `apiTesting/request/${row.requestId}?projectId=${projectId}`,
          )
        ).data,
      );
    }
    return { collection, details };
  };

  it('imports an OpenAPI 3 document in YAML: tags as folders, refs resolved, examples, auth and assertions', async () => {
    const imported = await upload(fixture('petstore.openapi.yaml'), 'petstore.yaml');
    expect(imported).toMatchObject({ code: 200, data: { name: 'Petstore', requestCount: 6 } });
    const { collection, details } = await requestsOf(imported.data.collectionId);
    expect(collection?.folders.map((folder) => folder.name)).toEqual(['pets', 'store']);
    const byName = (name: string) => details.find((detail) => detail.name === name);
    expect(byName('List pets')?.spec).toMatchObject({
      method: 'GET',
      url: '{{baseUrl}}/pets',
      query: [{ name: 'limit', value: '20', enabled: false }],
      headers: [{ name: 'X-Trace-Id', value: 'trace-123', enabled: false }],
      auth: { type: 'bearer', token: '{{token}}' },
      assertions: [{ kind: 'status', expected: 200 }],
    });
    const createBody = byName('Create a pet')?.spec.body;
    expect(createBody?.mode).toBe('json');
    const created: unknown = JSON.parse(createBody?.mode === 'json' ? createBody.text : '{}');
    expect(created).toMatchObject({ name: 'Rex', kind: 'dog', owner: { name: 'Ada' } });
    expect(byName('Show a pet')?.spec.url).toBe('{{baseUrl}}/pets/{{petId}}');
    expect(byName('deletePet')?.spec.auth).toEqual({
      type: 'apiKey',
      name: 'X-API-Key',
      value: '{{apiKey}}',
      in: 'header',
    });
    expect(byName('Place an order')?.spec.body).toEqual({
      mode: 'form',
      fields: [
        { name: 'petId', value: 'rex-1', enabled: true },
        { name: 'quantity', value: '0', enabled: true },
      ],
    });
    expect(byName('GET /health')?.spec.auth).toEqual({ type: 'none' });
    const environment = (await workspace()).environments.find(
      (row) => row.environmentId === imported.data.environmentId,
    );
    expect(environment?.variables).toEqual([
      { name: 'baseUrl', value: 'https://eu.petstore.example.com/v1', secret: false },
      { name: 'token', value: '', secret: true },
      { name: 'petId', value: 'rex-1', secret: false },
      { name: 'apiKey', value: '', secret: true },
    ]);
  });

  it("imports a real document: Questline's own OpenAPI description", async () => {
    const own = await server.app.inject({ method: 'GET', url: '/prod-api/openapi.json' });
    const document = own.json<{ paths: Record<string, Record<string, unknown>> }>();
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.keys(item).filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method)),
    );
    // A collection holds at most 500 requests, fewer than the whole document has: its first 300 paths come in.
    const paths = Object.fromEntries(Object.entries(document.paths).slice(0, 300));
    const count = Object.values(paths).flatMap((item) =>
      Object.keys(item).filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method)),
    ).length;
    expect(operations.length).toBeGreaterThan(count);
    const imported = await upload(Buffer.from(JSON.stringify({ ...document, paths })), 'questline.json');
    expect(imported).toMatchObject({ code: 200, data: { requestCount: count } });
    const { details } = await requestsOf(imported.data.collectionId);
    expect(details.find((detail) => detail.url === '{{baseUrl}}/prod-api/questline/apiTesting/send')?.method).toBe(
      'POST',
    );
  });

  it('imports a Postman v2.1 collection with folders, inherited auth, bodies and variables', async () => {
    const imported = await upload(fixture('shop.postman_collection.json'));
    expect(imported.data).toMatchObject({ name: 'Shop', requestCount: 4 });
    const { collection, details } = await requestsOf(imported.data.collectionId);
    expect(collection?.folders.map((folder) => folder.name)).toEqual(['Carts']);
    const [getCart, addItem, checkout, login] = details;
    expect(getCart?.spec).toMatchObject({
      url: '{{baseUrl}}/carts/{{cartId}}',
      query: [
        { name: 'expand', value: 'items', enabled: true },
        { name: 'debug', value: '1', enabled: false },
      ],
      auth: { type: 'bearer', token: '{{token}}' },
      assertions: [],
    });
    expect(addItem?.spec.body).toEqual({ mode: 'json', text: '{\n  "sku": "A-1",\n  "quantity": 2\n}' });
    expect(checkout?.spec).toMatchObject({
      auth: { type: 'apiKey', name: 'X-Shop-Key', value: '{{shopKey}}', in: 'header' },
      body: {
        mode: 'form',
        fields: [
          { name: 'cartId', enabled: true },
          { name: 'coupon', enabled: false },
        ],
      },
    });
    expect(login?.spec).toMatchObject({
      auth: { type: 'basic', username: 'ada', password: '{{password}}' },
      body: { mode: 'raw', text: '<login/>', contentType: 'application/xml' },
    });
    const environment = (await workspace()).environments.find(
      (row) => row.environmentId === imported.data.environmentId,
    );
    expect(environment?.variables.map((variable) => variable.name)).toEqual(['baseUrl', 'cartId']);
  });

  it('exports to Postman v2.1 with its assertions as tests, and the export imports back the same', async () => {
    const imported = await upload(fixture('petstore.openapi.yaml'), 'petstore.yaml');
    const before = await requestsOf(imported.data.collectionId);
    const exported = await server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/apiTesting/collection/export?projectId=${projectId}&collectionId=${imported.data.collectionId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.headers['content-disposition']).toContain('Petstore.postman_collection.json');
    const collection = exported.json<{
      info: { name: string; schema: string };
      item: { name: string; item?: { name: string; event: { script: { exec: string[] } }[] }[] }[];
    }>();
    expect(collection.info).toMatchObject({
      name: 'Petstore',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    });
    expect(collection.item.map((item) => item.name)).toEqual(['pets', 'store', 'GET /health']);
    const tests = collection.item[0]?.item?.[0]?.event[0]?.script.exec ?? [];
    expect(tests).toContain('pm.test("Status equals 200", () => pm.response.to.have.status(200));');

    const again = await upload(exported.rawPayload, 'petstore.postman_collection.json');
    expect(again.data.requestCount).toBe(6);
    const after = await requestsOf(again.data.collectionId);
    const shape = (list: ApiRequestDetail[]) => list.map((detail) => ({ name: detail.name, spec: detail.spec }));
    expect(shape(after.details)).toEqual(shape(before.details));
  });

  it('refuses what is not a document it reads, with a message in the caller language and nothing stored', async () => {
    const before = await workspace();
    expect((await upload(Buffer.from('{ not json: [', 'utf8'), 'broken.json')).msg).toBe(
      'The file is neither JSON nor YAML',
    );
    expect((await upload(Buffer.from(JSON.stringify({ swagger: '2.0', info: {}, paths: {} })))).msg).toBe(
      'The file is neither an OpenAPI 3 document nor a Postman v2.1 collection',
    );
    const invalid = await upload(
      Buffer.from(JSON.stringify({ openapi: '3.0.0', info: { title: 'x' } })),
      'x.json',
      'zh-CN',
    );
    expect(invalid.msg).toContain('文档无法解析');
    const outside = {
      openapi: '3.0.0',
      info: { title: 'Outside', version: '1' },
      paths: { '/a': { get: { responses: { '200': { $ref: 'file:///etc/passwd' } } } } },
    };
    const external = await upload(Buffer.from(JSON.stringify(outside)));
    expect(JSON.stringify(external)).not.toContain('root:');
    const empty = await upload(
      Buffer.from(JSON.stringify({ openapi: '3.0.0', info: { title: 'x', version: '1' }, paths: {} })),
    );
    expect(empty.msg).toBe('The document holds no requests');
    const tooLarge = await upload(Buffer.alloc(API_IMPORT_MAX_BYTES + 10, 32));
    expect(tooLarge.msg).toBe('The import file must not exceed 5 MB');
    const after = await workspace();
    expect(after.collections.filter((row) => row.name !== 'Outside')).toEqual(before.collections);
    expect(after.environments.filter((row: ApiEnvironment) => row.name !== 'Outside')).toEqual(before.environments);
  });
});
