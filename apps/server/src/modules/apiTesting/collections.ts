import {
  API_FOLDER_DEPTH_MAX,
  type ApiCollectionRef,
  type ApiFolder,
  type ApiWorkspace,
  type createApiCollectionBody,
  type createApiFolderBody,
  type editApiCollectionBody,
  type renameApiFolderBody,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { type TesterCaller, readsSecrets, testerAccess, inProject } from './access';
import { presentEnvironment } from './environments';
import { presentCollections, presentFolder } from './present';

type Db = Kysely<Database>;
type Executor = Db | Transaction<Database>;

/** GET apiTesting/workspace: everything the page's tree and environment picker show, for members. */
export async function getWorkspace(
  db: Db,
  options: { projectId: number; caller: TesterCaller },
): Promise<ApiWorkspace> {
  const access = await testerAccess(db, { projectId: options.projectId, userId: options.caller.userId });
  const secretsVisible = readsSecrets(access, options.caller);
  const collections = await db
    .selectFrom('api_collections')
    .selectAll()
    .where('project_id', '=', options.projectId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const environments = await db
    .selectFrom('api_environments')
    .selectAll()
    .where('project_id', '=', options.projectId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return {
    collections: await presentCollections(db, collections),
    environments: environments.map((row) => presentEnvironment(row, secretsVisible)),
    secretsVisible,
  };
}

const collectionRef = (row: { id: number; name: string; description: string }): ApiCollectionRef => ({
  collectionId: row.id,
  name: row.name,
  description: row.description,
});

export async function createCollection(
  db: Db,
  options: { body: z.infer<typeof createApiCollectionBody>; userId: number; now: Date },
): Promise<ApiCollectionRef> {
  const { body, userId, now } = options;
  await testerAccess(db, { projectId: body.projectId, userId, now });
  const time = now.toISOString();
  const row = await db
    .insertInto('api_collections')
    .values({
      project_id: body.projectId,
      name: body.name,
      description: body.description,
      creator_id: userId,
      create_time: time,
      update_time: time,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return collectionRef(row);
}

export async function editCollection(
  db: Db,
  options: { body: z.infer<typeof editApiCollectionBody>; userId: number; now: Date },
): Promise<ApiCollectionRef> {
  const { body, userId, now } = options;
  await testerAccess(db, { projectId: body.projectId, userId, now });
  const row = await inProject(db, 'api_collections', body.projectId, body.collectionId);
  const updated = await db
    .updateTable('api_collections')
    .set({ name: body.name, description: body.description, update_time: now.toISOString() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return collectionRef(updated);
}

/** The collection with its folders and requests (cascade); history entries keep what they recorded. */
export async function deleteCollection(
  db: Db,
  options: { projectId: number; collectionId: number; userId: number; now: Date },
): Promise<void> {
  await testerAccess(db, options);
  const row = await inProject(db, 'api_collections', options.projectId, options.collectionId);
  await db.deleteFrom('api_collections').where('id', '=', row.id).execute();
}

/** The next place at the end of a collection's folders or requests. */
export async function nextSort(trx: Executor, table: 'api_folders' | 'api_requests', collectionId: number) {
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  return Number(last?.sort ?? 0) + 1;
}

/** A folder named as a parent must be one of the collection's, and the tree stays shallow. */
export async function checkFolder(trx: Executor, collectionId: number, folderId: number | null): Promise<number> {
  let depth = 0;
  for (let cursor = folderId; cursor !== null; depth += 1) {
    if (depth >= API_FOLDER_DEPTH_MAX) throw failure('apiFolderTooDeep', { max: API_FOLDER_DEPTH_MAX });
    const row = await trx
      .selectFrom('api_folders')
      .select(['id', 'parent_id'])
      .where('id', '=', cursor)
      .where('collection_id', '=', collectionId)
      .executeTakeFirst();
    if (!row) throw failure('apiFolderInvalid');
    cursor = row.parent_id;
  }
  return depth;
}

export async function createFolder(
  db: Db,
  options: { body: z.infer<typeof createApiFolderBody>; userId: number; now: Date },
): Promise<ApiFolder> {
  const { body, userId, now } = options;
  await testerAccess(db, { projectId: body.projectId, userId, now });
  const collection = await inProject(db, 'api_collections', body.projectId, body.collectionId);
  const time = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const depth = await checkFolder(trx, collection.id, body.parentId);
    if (depth >= API_FOLDER_DEPTH_MAX) throw failure('apiFolderTooDeep', { max: API_FOLDER_DEPTH_MAX });
    return trx
      .insertInto('api_folders')
      .values({
        project_id: body.projectId,
        collection_id: collection.id,
        parent_id: body.parentId,
        name: body.name,
        sort: await nextSort(trx, 'api_folders', collection.id),
        create_time: time,
        update_time: time,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return presentFolder(row);
}

export async function renameFolder(
  db: Db,
  options: { body: z.infer<typeof renameApiFolderBody>; userId: number; now: Date },
): Promise<ApiFolder> {
  const { body, userId, now } = options;
  await testerAccess(db, { projectId: body.projectId, userId, now });
  const row = await inProject(db, 'api_folders', body.projectId, body.folderId);
  const updated = await db
    .updateTable('api_folders')
    .set({ name: body.name, update_time: now.toISOString() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentFolder(updated);
}

/** The folder with its sub-folders and their requests (cascade). */
export async function deleteFolder(
  db: Db,
  options: { projectId: number; folderId: number; userId: number; now: Date },
): Promise<void> {
  await testerAccess(db, options);
  const row = await inProject(db, 'api_folders', options.projectId, options.folderId);
  await db.deleteFrom('api_folders').where('id', '=', row.id).execute();
}
