import {
  API_COLLECTION_REQUESTS_MAX,
  type ApiRequestDetail,
  type createApiRequestBody,
  type editApiRequestBody,
  type linkApiDefectBody,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { testerAccess, inProject } from './access';
import { checkFolder, nextSort } from './collections';
import { presentRequest } from './present';

type Db = Kysely<Database>;

/** A collection holds at most API_COLLECTION_REQUESTS_MAX requests, counting `adding` more. */
export async function assertRoomFor(trx: Db | Transaction<Database>, collectionId: number, adding: number) {
  const count = await trx
    .selectFrom('api_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) + adding > API_COLLECTION_REQUESTS_MAX) {
    throw failure('apiCollectionFull', { max: API_COLLECTION_REQUESTS_MAX });
  }
}

export async function createRequest(
  db: Db,
  options: { body: z.infer<typeof createApiRequestBody>; userId: number; now: Date },
): Promise<ApiRequestDetail> {
  const { body, userId, now } = options;
  await testerAccess(db, { projectId: body.projectId, userId, now });
  const collection = await inProject(db, 'api_collections', body.projectId, body.collectionId);
  const time = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    await checkFolder(trx, collection.id, body.folderId);
    await assertRoomFor(trx, collection.id, 1);
    return trx
      .insertInto('api_requests')
      .values({
        project_id: body.projectId,
        collection_id: collection.id,
        folder_id: body.folderId,
        name: body.name,
        method: body.spec.method,
        url: body.spec.url,
        spec: JSON.stringify(body.spec),
        sort: await nextSort(trx, 'api_requests', collection.id),
        question_id: null,
        creator_id: userId,
        create_time: time,
        update_time: time,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return presentRequest(db, row);
}

export async function getRequest(
  db: Db,
  options: { projectId: number; requestId: number; userId: number },
): Promise<ApiRequestDetail> {
  await testerAccess(db, options);
  return presentRequest(db, await inProject(db, 'api_requests', options.projectId, options.requestId));
}

/** PUT: saved only over the version the editor loaded, so two people editing one request never lose a change. */
export async function editRequest(
  db: Db,
  options: { body: z.infer<typeof editApiRequestBody>; userId: number; now: Date },
): Promise<ApiRequestDetail> {
  const { body, userId, now } = options;
  await testerAccess(db, { projectId: body.projectId, userId, now });
  const row = await inProject(db, 'api_requests', body.projectId, body.requestId);
  await checkFolder(db, row.collection_id, body.folderId);
  await updateUnchanged(
    db
      .updateTable('api_requests')
      .set({
        folder_id: body.folderId,
        name: body.name,
        method: body.spec.method,
        url: body.spec.url,
        spec: JSON.stringify(body.spec),
        update_time: now.toISOString(),
      })
      .where('id', '=', row.id),
    body.updateTime,
    'apiRequestChanged',
  );
  return presentRequest(db, await inProject(db, 'api_requests', body.projectId, body.requestId));
}

export async function deleteRequest(
  db: Db,
  options: { projectId: number; requestId: number; userId: number; now: Date },
): Promise<void> {
  await testerAccess(db, options);
  const row = await inProject(db, 'api_requests', options.projectId, options.requestId);
  await db.deleteFrom('api_requests').where('id', '=', row.id).execute();
}

/**
 * POST apiTesting/request/defect: the issue just filed from one of the request's answers is linked back to it
 * (issue 34), so the request shows its defect; the description links to the request (ADR 0122).
 */
export async function linkDefect(
  db: Db,
  options: { body: z.infer<typeof linkApiDefectBody>; userId: number; now: Date },
): Promise<ApiRequestDetail> {
  const { body, userId, now } = options;
  await testerAccess(db, { projectId: body.projectId, userId, now });
  const row = await inProject(db, 'api_requests', body.projectId, body.requestId);
  const question = await db
    .selectFrom('questions')
    .select('id')
    .where('id', '=', body.questionId)
    .where('project_id', '=', body.projectId)
    .executeTakeFirst();
  if (!question) throw failure('apiDefectQuestionInvalid');
  await db.updateTable('api_requests').set({ question_id: question.id }).where('id', '=', row.id).execute();
  return presentRequest(db, await inProject(db, 'api_requests', body.projectId, body.requestId));
}
