import {
  type AddFolderBody,
  FOLDER_NAME_MAX_BYTES,
  FOLDER_NAME_MAX_CHARS,
  type FolderNameForm,
  type KnowledgeDocumentNode,
  type KnowledgeFolder,
  type KnowledgeTree,
  type MoveFolderBody,
  type RenameFolderBody,
  folderNameProblem,
  mayKnowledge,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nestRows } from '../../db/orderedTree';
import { failure } from '../../http/errors';
import { type Db, kbAccess, knowledgeFolders, requireFolder } from './kbAccess';

function checkedFolderName(name: string, form: FolderNameForm): string {
  const problem = folderNameProblem(name, form);
  if (problem === 'required') throw failure('folderNameRequired');
  if (problem === 'tooLong') {
    throw form === 'dialog'
      ? failure('folderNameTooLongBytes', { max: FOLDER_NAME_MAX_BYTES })
      : failure('folderNameTooLongChars', { max: FOLDER_NAME_MAX_CHARS });
  }
  return name.trim();
}

/**
 * The folders of a space, nested, with the documents in each. `publishedOnly` for readers (spec point 4)
 * and for public shares; `rootId` cuts the tree to one folder's branch (a shared folder).
 */
export async function buildTree(
  db: Db,
  options: { kbId: number; publishedOnly: boolean; rootId?: number },
): Promise<KnowledgeTree> {
  const folders = await db
    .selectFrom('knowledge_folders')
    .select(['id', 'parent_id', 'name', 'sort'])
    .where('kb_id', '=', options.kbId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  let docs = db
    .selectFrom('knowledge_documents')
    .select(['id', 'folder_id', 'title', 'status', 'sort', 'update_time'])
    .where('kb_id', '=', options.kbId)
    .orderBy('sort')
    .orderBy('id');
  if (options.publishedOnly) docs = docs.where('status', '=', 'published');
  const { roots, nodes } = nestRows(
    folders,
    (row) => ({ id: row.id, parentId: row.parent_id }),
    (row): KnowledgeFolder => ({
      folderId: row.id,
      parentId: row.parent_id,
      name: row.name,
      sort: row.sort,
      children: [],
      documents: [],
    }),
  );
  const tree: KnowledgeTree = { folders: roots, documents: [] };
  for (const row of await docs.execute()) {
    const node: KnowledgeDocumentNode = {
      docId: row.id,
      folderId: row.folder_id,
      title: row.title,
      status: row.status,
      sort: row.sort,
      updateTime: row.update_time,
    };
    const folder = row.folder_id === null ? undefined : nodes.get(row.folder_id);
    (folder ? folder.documents : tree.documents).push(node);
  }
  if (options.rootId === undefined) return tree;
  const root = nodes.get(options.rootId);
  return { folders: root ? [root] : [], documents: [] };
}

/** GET knowledge/folder/tree. */
export async function folderTree(db: Kysely<Database>, options: { kbId: number; userId: number }) {
  const access = await kbAccess(db, options.kbId, options.userId, 'read');
  return buildTree(db, { kbId: options.kbId, publishedOnly: !mayKnowledge(access.role, 'readDrafts') });
}

/** POST knowledge/folder/add: the add dialog, 50 bytes (spec point 5); at the end of its parent. */
export async function addFolder(
  db: Kysely<Database>,
  options: AddFolderBody & { userId: number; now: Date },
): Promise<{ folderId: number }> {
  return db.transaction().execute(async (trx) => {
    await kbAccess(trx, options.kbId, options.userId, 'write');
    const parentId = options.parentId ?? null;
    if (parentId !== null) await requireFolder(trx, options.kbId, parentId);
    const name = checkedFolderName(options.name, 'dialog');
    const time = options.now.toISOString();
    const row = await trx
      .insertInto('knowledge_folders')
      .values({
        kb_id: options.kbId,
        parent_id: parentId,
        name,
        sort: await knowledgeFolders.nextPosition(trx, options.kbId, parentId),
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { folderId: row.id };
  });
}

/** POST knowledge/folder/rename: from the settings, 20 characters (spec point 5). */
export async function renameFolder(
  db: Kysely<Database>,
  options: RenameFolderBody & { userId: number; now: Date },
): Promise<void> {
  await kbAccess(db, options.kbId, options.userId, 'write');
  await requireFolder(db, options.kbId, options.folderId);
  const name = checkedFolderName(options.name, 'settings');
  await db
    .updateTable('knowledge_folders')
    .set({ name, update_time: options.now.toISOString() })
    .where('id', '=', options.folderId)
    .execute();
}

/** POST knowledge/folder/move: a drag; never under itself or a descendant, which would cut the branch off. */
export async function moveFolder(
  db: Kysely<Database>,
  options: MoveFolderBody & { userId: number; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await kbAccess(trx, options.kbId, options.userId, 'write');
    await requireFolder(trx, options.kbId, options.folderId);
    if (options.parentId !== null) await requireFolder(trx, options.kbId, options.parentId);
    await knowledgeFolders.move(
      trx,
      {
        scopeId: options.kbId,
        id: options.folderId,
        parentId: options.parentId,
        index: options.index,
        time: options.now.toISOString(),
      },
      { cycle: () => failure('folderMoveIntoItself') },
    );
  });
}

/** POST knowledge/folder/delete: owner and admins; refused while it holds folders or documents (spec point 8). */
export async function deleteFolder(
  db: Kysely<Database>,
  options: { kbId: number; folderId: number; userId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await kbAccess(trx, options.kbId, options.userId, 'manage');
    await requireFolder(trx, options.kbId, options.folderId);
    const doc = await trx
      .selectFrom('knowledge_documents')
      .select('id')
      .where('folder_id', '=', options.folderId)
      .executeTakeFirst();
    if (doc || (await knowledgeFolders.hasChildren(trx, options.folderId))) throw failure('folderHasChildren');
    await trx.deleteFrom('knowledge_folders').where('id', '=', options.folderId).execute();
  });
}
