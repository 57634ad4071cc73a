import { type ApiAssertion, type ApiAuth, type ApiRequestSpec, describeAssertion } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { testerAccess, inProject } from './access';
import { ASSERTIONS_MARK, POSTMAN_SCHEMA_V21, postmanSdk } from './postmanSdk';

interface StoredRequest {
  name: string;
  folderId: number | null;
  spec: ApiRequestSpec;
}

const pairs = (list: ApiRequestSpec['query']) =>
  list.map((pair) => ({ key: pair.name, value: pair.value, ...(pair.enabled ? {} : { disabled: true }) }));

function postmanAuth(auth: ApiAuth): object | undefined {
  const entry = (key: string, value: string) => ({ key, value, type: 'string' });
  switch (auth.type) {
    case 'bearer':
      return { type: 'bearer', bearer: [entry('token', auth.token)] };
    case 'basic':
      return { type: 'basic', basic: [entry('username', auth.username), entry('password', auth.password)] };
    case 'apiKey':
      return { type: 'apikey', apikey: [entry('key', auth.name), entry('value', auth.value), entry('in', auth.in)] };
    case 'none':
      return undefined;
  }
}

function postmanBody(spec: ApiRequestSpec): object | undefined {
  const body = spec.body;
  switch (body.mode) {
    case 'json':
      return { mode: 'raw', raw: body.text, options: { raw: { language: 'json' } } };
    case 'raw':
      return { mode: 'raw', raw: body.text };
    case 'form':
      return { mode: 'urlencoded', urlencoded: pairs(body.fields) };
    case 'none':
      return undefined;
  }
}

/** Postman's own test for one assertion, so the exported collection checks the same in Postman. */
function pmTest(assertion: ApiAssertion): string {
  const name = JSON.stringify(describeAssertion('en', assertion));
  switch (assertion.kind) {
    case 'status':
      return `pm.test(${name}, () => pm.response.to.have.status(${String(assertion.expected)}));`;
    case 'responseTime':
      return `pm.test(${name}, () => pm.expect(pm.response.responseTime).to.be.below(${String(assertion.maxMs)}));`;
    case 'header': {
      const value = `pm.response.headers.get(${JSON.stringify(assertion.name)})`;
      const check = assertion.op === 'equals' ? 'to.eql' : 'to.include';
      return `pm.test(${name}, () => pm.expect(${value}).${check}(${JSON.stringify(assertion.expected)}));`;
    }
    case 'jsonPath': {
      const path = assertion.path.slice(1);
      const value = `String(JSON.stringify(pm.response.json()${path}))`;
      const check = assertion.op === 'equals' ? 'to.be.oneOf' : 'to.include';
      const expected =
        assertion.op === 'equals'
          ? JSON.stringify([assertion.expected, JSON.stringify(assertion.expected)])
          : JSON.stringify(assertion.expected);
      return `pm.test(${name}, () => pm.expect(${value}).${check}(${expected}));`;
    }
  }
}

function postmanItem(request: StoredRequest): object {
  const { spec } = request;
  const url = new (postmanSdk().Url)(spec.url);
  for (const pair of pairs(spec.query)) url.addQueryParams([pair]);
  const assertions = spec.assertions;
  return {
    name: request.name,
    request: {
      method: spec.method,
      // The parts keep switched-off parameters, which the raw address leaves out.
      // The SDK's definitions call toJSON's answer void; it is the address's parts.
      url: { ...(url.toJSON() as unknown as object), raw: url.toString() },
      header: pairs(spec.headers),
      body: postmanBody(spec),
      auth: postmanAuth(spec.auth),
    },
    event: assertions.length
      ? [
          {
            listen: 'test',
            script: {
              type: 'text/javascript',
              exec: [`${ASSERTIONS_MARK}${JSON.stringify(assertions)}`, ...assertions.map(pmTest)],
            },
          },
        ]
      : [],
  };
}

/**
 * GET apiTesting/collection/export (issue 34): the collection as a Postman v2.1 collection, built and written by
 * Postman's SDK. Requests keep their `{{variables}}`; no environment goes with them, so no secret's value leaves.
 */
export async function exportCollection(
  db: Kysely<Database>,
  options: { projectId: number; collectionId: number; userId: number },
): Promise<{ fileName: string; json: string }> {
  await testerAccess(db, options);
  const collection = await inProject(db, 'api_collections', options.projectId, options.collectionId);
  const folders = await db
    .selectFrom('api_folders')
    .selectAll()
    .where('collection_id', '=', collection.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const rows = await db
    .selectFrom('api_requests')
    .select(['name', 'folder_id', 'spec'])
    .where('collection_id', '=', collection.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const requests: StoredRequest[] = rows.map((row) => ({
    name: row.name,
    folderId: row.folder_id,
    spec: JSON.parse(row.spec) as ApiRequestSpec,
  }));
  const itemsIn = (parentId: number | null): object[] => [
    ...folders
      .filter((folder) => folder.parent_id === parentId)
      .map((folder) => ({ name: folder.name, item: itemsIn(folder.id) })),
    ...requests.filter((request) => request.folderId === parentId).map(postmanItem),
  ];
  const sdk = postmanSdk();
  const exported = new sdk.Collection({ info: { name: collection.name }, item: itemsIn(null) });
  if (collection.description !== '') exported.describe(collection.description);
  const safeName = collection.name.replace(/[\\/:*?"<>|\s]+/g, '_') || 'collection';
  const json = exported.toJSON() as { info: Record<string, unknown> };
  return {
    fileName: `${safeName}.postman_collection.json`,
    json: JSON.stringify({ ...json, info: { ...json.info, schema: POSTMAN_SCHEMA_V21 } }, null, 2),
  };
}
