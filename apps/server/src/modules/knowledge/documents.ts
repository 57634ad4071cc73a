import {
  type AddDocumentBody,
  DOCUMENT_TITLE_MAX,
  type DocStatusBody,
  type DocumentStatus,
  type KnowledgeDocument,
  type Locale,
  type MoveDocumentBody,
  type SaveDocumentBody,
  builtInTemplate,
  documentTitleProblem,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import { nextUpdateTime, updateUnchanged } from '../../db/optimisticLock';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { indexDocument, insertDocument, recordVersion, unindexDocuments } from './documentStore';
import { type Db, type DocumentRow, kbAccess, readableDocument, requireFolder } from './kbAccess';
import { documentPlainText, sanitizeDocument } from './richText';

export function checkedTitle(title: string): string {
  const problem = documentTitleProblem(title);
  if (problem === 'required') throw failure('documentTitleRequired');
  if (problem === 'tooLong') throw failure('documentTitleTooLong', { max: DOCUMENT_TITLE_MAX });
  return title.trim();
}

async function nickNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('users').select(['id', 'nick_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.nick_name]));
}

export async function presentDocument(db: Db, row: DocumentRow): Promise<KnowledgeDocument> {
  const names = await nickNames(db, [row.creator_id, row.updater_id]);
  return {
    docId: row.id,
    kbId: row.kb_id,
    folderId: row.folder_id,
    title: row.title,
    status: row.status,
    sort: row.sort,
    content: row.content,
    creatorId: row.creator_id,
    creatorName: names.get(row.creator_id) ?? '',
    updaterName: names.get(row.updater_id) ?? '',
    publishTime: row.publish_time,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** GET knowledge/doc/info: readers get published documents only; a draft answers them 404. */
export async function documentInfo(db: Kysely<Database>, options: { kbId: number; docId: number; userId: number }) {
  const access = await kbAccess(db, options.kbId, options.userId, 'read');
  return presentDocument(db, await readableDocument(db, access, options.docId));
}

/** The starting body: a built-in template in the caller's language, a team template of this space, or as sent. */
async function startingContent(db: Db, options: AddDocumentBody & { locale: Locale }): Promise<string> {
  if (options.builtInTemplate) return builtInTemplate(options.locale, options.builtInTemplate).content;
  if (options.templateId !== null && options.templateId !== undefined) {
    const template = await db
      .selectFrom('knowledge_templates')
      .select('content')
      .where('id', '=', options.templateId)
      .where('kb_id', '=', options.kbId)
      .executeTakeFirst();
    if (!template) throw notFound();
    return template.content;
  }
  return options.content ?? '';
}

/** POST knowledge/doc/add: a new draft (spec point 5: the title is required). */
export async function addDocument(
  db: Kysely<Database>,
  options: AddDocumentBody & { userId: number; locale: Locale; now: Date },
): Promise<KnowledgeDocument> {
  return db.transaction().execute(async (trx) => {
    await kbAccess(trx, options.kbId, options.userId, 'write');
    const folderId = options.folderId ?? null;
    if (folderId !== null) await requireFolder(trx, options.kbId, folderId);
    const title = checkedTitle(options.title);
    const content = sanitizeDocument(await startingContent(trx, options));
    const docId = await insertDocument(trx, {
      kbId: options.kbId,
      folderId,
      title,
      content,
      status: 'draft',
      userId: options.userId,
      time: options.now.toISOString(),
    });
    const row = await trx
      .selectFrom('knowledge_documents')
      .selectAll()
      .where('id', '=', docId)
      .executeTakeFirstOrThrow();
    return presentDocument(trx, row);
  });
}

/**
 * Writes a document only if it is still as the caller saw it (DOMAIN.md "updateTime"): the update matches
 * the seen time, so of two editors who loaded the same state the second save changes nothing and is told.
 */
async function writeIfUnchanged(
  db: Db,
  options: { docId: number; seen: string; set: Partial<Omit<DocumentRow, 'id'>> },
): Promise<void> {
  await updateUnchanged(
    db.updateTable('knowledge_documents').set(options.set).where('id', '=', options.docId),
    options.seen,
    'documentStale',
  );
}

/** POST knowledge/doc/save: title and body, as an autosave of a draft or a save of a published document. */
export async function saveDocument(
  db: Kysely<Database>,
  options: SaveDocumentBody & { userId: number; now: Date; mayMergeVersion?: boolean },
): Promise<KnowledgeDocument> {
  return db.transaction().execute(async (trx) => {
    const access = await kbAccess(trx, options.kbId, options.userId, 'write');
    const row = await readableDocument(trx, access, options.docId);
    const title = checkedTitle(options.title);
    const content = sanitizeDocument(options.content);
    const plainText = documentPlainText(content);
    const time = nextUpdateTime(options.updateTime, options.now);
    await writeIfUnchanged(trx, {
      docId: row.id,
      seen: options.updateTime,
      set: { title, content, plain_text: plainText, updater_id: options.userId, update_time: time },
    });
    await indexDocument(trx, row.id, title, plainText);
    await recordVersion(trx, {
      docId: row.id,
      title,
      content,
      editorId: options.userId,
      time,
      mayMerge: options.mayMergeVersion,
    });
    return presentDocument(trx, {
      ...row,
      title,
      content,
      plain_text: plainText,
      updater_id: options.userId,
      update_time: time,
    });
  });
}

/** POST knowledge/doc/publish and doc/unpublish (spec point 4): readers see it from publishing on. */
export async function setDocumentStatus(
  db: Kysely<Database>,
  options: DocStatusBody & { status: DocumentStatus; userId: number; now: Date },
): Promise<KnowledgeDocument> {
  return db.transaction().execute(async (trx) => {
    const access = await kbAccess(trx, options.kbId, options.userId, 'write');
    const row = await readableDocument(trx, access, options.docId);
    if (row.status === options.status) {
      throw failure(options.status === 'published' ? 'documentAlreadyPublished' : 'documentNotPublished');
    }
    const time = nextUpdateTime(options.updateTime, options.now);
    const publishTime = options.status === 'published' ? time : row.publish_time;
    await writeIfUnchanged(trx, {
      docId: row.id,
      seen: options.updateTime,
      set: { status: options.status, publish_time: publishTime, updater_id: options.userId, update_time: time },
    });
    return presentDocument(trx, {
      ...row,
      status: options.status,
      publish_time: publishTime,
      updater_id: options.userId,
      update_time: time,
    });
  });
}

/** POST knowledge/doc/move: a drag into a folder (null: the top level) and a place among its documents. */
export async function moveDocument(
  db: Kysely<Database>,
  options: MoveDocumentBody & { userId: number; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const access = await kbAccess(trx, options.kbId, options.userId, 'write');
    await readableDocument(trx, access, options.docId);
    if (options.folderId !== null) await requireFolder(trx, options.kbId, options.folderId);
    const folderId = options.folderId;
    const siblings = await trx
      .selectFrom('knowledge_documents')
      .select('id')
      .where('kb_id', '=', options.kbId)
      .where((eb) => (folderId === null ? eb('folder_id', 'is', null) : eb('folder_id', '=', folderId)))
      .where('id', '!=', options.docId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const order = siblings.map((row) => row.id);
    order.splice(Math.min(options.index, order.length), 0, options.docId);
    await trx.updateTable('knowledge_documents').set({ folder_id: folderId }).where('id', '=', options.docId).execute();
    for (const [sort, id] of order.entries()) {
      await trx.updateTable('knowledge_documents').set({ sort }).where('id', '=', id).execute();
    }
  });
}

/** POST knowledge/doc/delete: with its versions, comments and shares. */
export async function deleteDocument(
  db: Kysely<Database>,
  options: { kbId: number; docId: number; userId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const access = await kbAccess(trx, options.kbId, options.userId, 'write');
    const row = await readableDocument(trx, access, options.docId);
    await unindexDocuments(trx, [row.id]);
    await trx.deleteFrom('knowledge_documents').where('id', '=', row.id).execute();
  });
}
