import type {
  ApiCollection,
  ApiFolder,
  ApiLinkedDefect,
  ApiRequestDetail,
  ApiRequestSpec,
  ApiRequestSummary,
  HttpMethod,
  QuestionStatus,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CollectionRecord, FolderRecord, RequestRecord } from './access';

type Executor = Kysely<Database> | Transaction<Database>;

export function presentFolder(row: FolderRecord): ApiFolder {
  return { folderId: row.id, collectionId: row.collection_id, parentId: row.parent_id, name: row.name, sort: row.sort };
}

/** The issues requests link to, read at once for a list of requests. */
async function linkedDefects(db: Executor, rows: readonly RequestRecord[]): Promise<Map<number, ApiLinkedDefect>> {
  const ids = [...new Set(rows.map((row) => row.question_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'number', 'title', 'status'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    questions.map((question) => [
      question.id,
      {
        questionId: question.id,
        number: question.number,
        questionName: question.title,
        status: question.status as QuestionStatus,
      },
    ]),
  );
}

function summary(row: RequestRecord, defects: ReadonlyMap<number, ApiLinkedDefect>): ApiRequestSummary {
  return {
    requestId: row.id,
    collectionId: row.collection_id,
    folderId: row.folder_id,
    name: row.name,
    method: row.method as HttpMethod,
    url: row.url,
    sort: row.sort,
    defect: row.question_id === null ? null : (defects.get(row.question_id) ?? null),
  };
}

export async function presentRequest(db: Executor, row: RequestRecord): Promise<ApiRequestDetail> {
  const defects = await linkedDefects(db, [row]);
  return { ...summary(row, defects), spec: JSON.parse(row.spec) as ApiRequestSpec, updateTime: row.update_time };
}

/** The project's collections with their folders and requests, in order, from three reads. */
export async function presentCollections(
  db: Executor,
  collections: readonly CollectionRecord[],
): Promise<ApiCollection[]> {
  const ids = collections.map((row) => row.id);
  if (ids.length === 0) return [];
  const folders = await db
    .selectFrom('api_folders')
    .selectAll()
    .where('collection_id', 'in', ids)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const requests = await db
    .selectFrom('api_requests')
    .selectAll()
    .where('collection_id', 'in', ids)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const defects = await linkedDefects(db, requests);
  return collections.map((collection) => ({
    collectionId: collection.id,
    name: collection.name,
    description: collection.description,
    folders: folders.filter((row) => row.collection_id === collection.id).map(presentFolder),
    requests: requests.filter((row) => row.collection_id === collection.id).map((row) => summary(row, defects)),
    updateTime: collection.update_time,
  }));
}
