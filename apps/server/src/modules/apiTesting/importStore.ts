import {
  API_COLLECTION_REQUESTS_MAX,
  API_ENVIRONMENTS_MAX,
  API_FOLDER_DEPTH_MAX,
  type ApiImportResult,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { type ImportedCollection, fitVariables } from './imported';

async function folderFor(
  trx: Transaction<Database>,
  context: { projectId: number; collectionId: number; time: string; known: Map<string, number> },
  path: readonly string[],
): Promise<number | null> {
  let parentId: number | null = null;
  for (let depth = 1; depth <= Math.min(path.length, API_FOLDER_DEPTH_MAX); depth += 1) {
    const key = JSON.stringify(path.slice(0, depth));
    const known = context.known.get(key);
    if (known !== undefined) {
      parentId = known;
      continue;
    }
    const row: { id: number } = await trx
      .insertInto('api_folders')
      .values({
        project_id: context.projectId,
        collection_id: context.collectionId,
        parent_id: parentId,
        name: path[depth - 1] ?? '',
        sort: context.known.size + 1,
        create_time: context.time,
        update_time: context.time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    context.known.set(key, row.id);
    parentId = row.id;
  }
  return parentId;
}

/** The imported collection, its folders and requests, and an environment of its variables, in one transaction. */
export async function storeImported(
  db: Kysely<Database>,
  options: { projectId: number; imported: ImportedCollection; userId: number; now: Date },
): Promise<ApiImportResult> {
  const { imported, projectId } = options;
  if (imported.requests.length === 0) throw failure('apiImportEmpty');
  if (imported.requests.length > API_COLLECTION_REQUESTS_MAX) {
    throw failure('apiImportTooMany', { count: imported.requests.length, max: API_COLLECTION_REQUESTS_MAX });
  }
  const variables = fitVariables(imported.variables);
  const time = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const collection = await trx
      .insertInto('api_collections')
      .values({
        project_id: projectId,
        name: imported.name,
        description: imported.description,
        creator_id: options.userId,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const context = { projectId, collectionId: collection.id, time, known: new Map<string, number>() };
    for (const [index, request] of imported.requests.entries()) {
      await trx
        .insertInto('api_requests')
        .values({
          project_id: projectId,
          collection_id: collection.id,
          folder_id: await folderFor(trx, context, request.folders),
          name: request.name,
          method: request.spec.method,
          url: request.spec.url,
          spec: JSON.stringify(request.spec),
          sort: index + 1,
          question_id: null,
          creator_id: options.userId,
          create_time: time,
          update_time: time,
        })
        .execute();
    }
    const environmentId = variables.length
      ? await environmentFor(trx, { projectId, name: imported.name, variables, time })
      : null;
    return { collectionId: collection.id, name: imported.name, requestCount: imported.requests.length, environmentId };
  });
}

async function environmentFor(
  trx: Transaction<Database>,
  options: { projectId: number; name: string; variables: ImportedCollection['variables']; time: string },
): Promise<number | null> {
  const count = await trx
    .selectFrom('api_environments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('project_id', '=', options.projectId)
    .executeTakeFirstOrThrow();
  // A project with every environment it may have keeps them: the collection still imports.
  if (Number(count.n) >= API_ENVIRONMENTS_MAX) return null;
  const row = await trx
    .insertInto('api_environments')
    .values({
      project_id: options.projectId,
      name: options.name,
      variables: JSON.stringify(options.variables),
      create_time: options.time,
      update_time: options.time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
