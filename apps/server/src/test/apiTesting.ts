import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ApiTestingObjects {
  /** A collection with a folder holding one GET request (issue 34). */
  apiCollectionId: number;
  apiFolderId: number;
  apiRequestId: number;
  /** An environment with `baseUrl` and the secret `token`. */
  apiEnvironmentId: number;
  /** An environment without secrets, which any member may remove. */
  apiPlainEnvironmentId: number;
  /** One of the member's sends of that request, answered 500. */
  apiHistoryId: number;
}

export const WORLD_API_SECRET = 'world-secret-token';

/** The interface tester's objects of a world (issue 34), straight into the database. */
export async function buildApiTestingObjects(
  db: Kysely<Database>,
  options: { projectId: number; memberId: number },
): Promise<ApiTestingObjects> {
  const time = new Date().toISOString();
  const stamps = { create_time: time, update_time: time };
  const project = { project_id: options.projectId };
  const collection = await db
    .insertInto('api_collections')
    .values({ ...project, name: 'Orders API', description: '', creator_id: options.memberId, ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const folder = await db
    .insertInto('api_folders')
    .values({ ...project, collection_id: collection.id, parent_id: null, name: 'Orders', sort: 1, ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const spec = {
    method: 'GET',
    url: '{{baseUrl}}/orders',
    query: [],
    headers: [],
    body: { mode: 'none' },
    auth: { type: 'bearer', token: '{{token}}' },
    assertions: [{ kind: 'status', expected: 200 }],
  };
  const request = await db
    .insertInto('api_requests')
    .values({
      ...project,
      collection_id: collection.id,
      folder_id: folder.id,
      name: 'List orders',
      method: 'GET',
      url: spec.url,
      spec: JSON.stringify(spec),
      sort: 1,
      question_id: null,
      creator_id: options.memberId,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variables = [
    { name: 'baseUrl', value: 'http://127.0.0.1:9', secret: false },
    { name: 'token', value: WORLD_API_SECRET, secret: true },
  ];
  const environment = await db
    .insertInto('api_environments')
    .values({ ...project, name: 'Local', variables: JSON.stringify(variables), ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plain = await db
    .insertInto('api_environments')
    .values({ ...project, name: 'Staging', variables: JSON.stringify([variables[0]]), ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const response = {
    status: 500,
    statusText: 'Internal Server Error',
    headers: [['content-type', 'application/json']],
    body: '{"error":"boom"}',
    bodyEncoding: 'text',
    size: 16,
    truncated: false,
    timeMs: 12,
    finalUrl: 'http://127.0.0.1:9/orders',
    redirects: [],
  };
  const history = await db
    .insertInto('api_history')
    .values({
      ...project,
      user_id: options.memberId,
      request_id: request.id,
      collection_id: collection.id,
      name: 'List orders',
      method: 'GET',
      url: 'http://127.0.0.1:9/orders',
      status: 500,
      error: null,
      time_ms: 12,
      size: 16,
      passed: 0,
      failed_assertions: 1,
      assertions: JSON.stringify([
        { assertion: { kind: 'status', expected: 200 }, passed: false, actual: '500', miss: null },
      ]),
      request_text: 'GET http://127.0.0.1:9/orders HTTP/1.1\nAuthorization: ******\n',
      response: JSON.stringify(response),
      create_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    apiCollectionId: collection.id,
    apiFolderId: folder.id,
    apiRequestId: request.id,
    apiEnvironmentId: environment.id,
    apiPlainEnvironmentId: plain.id,
    apiHistoryId: history.id,
  };
}
