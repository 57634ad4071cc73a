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
import { failure } from '../../http/errors';
import { type Db, folderBranch, kbAccess, requireFolder } from './kbAccess';

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
  const nodes = new Map<number, KnowledgeFolder>(
    folders.map((row) => [
      row.id,
      { folderId: row.id, parentId: row.parent_id, name: row.name, sort: row.sort, children: [], documents: [] },
    ]),
  );
  const tree: KnowledgeTree = { folders: [], documents: [] };
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
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : tree.folders).push(node);
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

async function siblingIds(db: Db, kbId: number, parentId: number | null, except?: number): Promise<number[]> {
  let query = db
    .selectFrom('knowledge_folders')
    .select('id')
    .where('kb_id', '=', kbId)
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .orderBy('sort')
    .orderBy('id');
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.execute()).map((row) => row.id);
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
    const siblings = await siblingIds(trx, options.kbId, parentId);
    const time = options.now.toISOString();
    const row = await trx
      .insertInto('knowledge_folders')
      .values({
        kb_id: options.kbId,
        parent_id: parentId,
        name,
        sort: siblings.length,
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
    if (options.parentId !== null) {
      await requireFolder(trx, options.kbId, options.parentId);
      const branch = await folderBranch(trx, options.kbId, options.folderId);
      if (branch.includes(options.parentId)) throw failure('folderMoveIntoItself');
    }
    const order = await siblingIds(trx, options.kbId, options.parentId, options.folderId);
    order.splice(Math.min(options.index, order.length), 0, options.folderId);
    await trx
      .updateTable('knowledge_folders')
      .set({ parent_id: options.parentId, update_time: options.now.toISOString() })
      .where('id', '=', options.folderId)
      .execute();
    for (const [sort, id] of order.entries()) {
      await trx.updateTable('knowledge_folders').set({ sort }).where('id', '=', id).execute();
    }
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
    const child = await trx
      .selectFrom('knowledge_folders')
      .select('id')
      .where('parent_id', '=', options.folderId)
      .executeTakeFirst();
    const doc = await trx
      .selectFrom('knowledge_documents')
      .select('id')
      .where('folder_id', '=', options.folderId)
      .executeTakeFirst();
    if (child || doc) throw failure('folderHasChildren');
    await trx.deleteFrom('knowledge_folders').where('id', '=', options.folderId).execute();
  });
}
