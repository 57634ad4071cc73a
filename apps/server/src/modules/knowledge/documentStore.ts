import { VERSION_MERGE_WINDOW_MS, type DocumentStatus } from '@questline/contract';
import { PostgresAdapter } from 'kysely';
import type { Db } from './kbAccess';
import { documentPlainText } from './richText';

export function onPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Keeps SQLite's FTS5 table in step with a document, in the transaction of the write. PostgreSQL searches
 * the documents table itself through its pg_trgm index, so there is nothing to write there (ADR 0042).
 */
export async function indexDocument(db: Db, docId: number, title: string, plainText: string): Promise<void> {
  if (onPostgres(db)) return;
  await db.deleteFrom('knowledge_search').where('rowid', '=', docId).execute();
  await db.insertInto('knowledge_search').values({ rowid: docId, title, body: plainText }).execute();
}

export async function unindexDocuments(db: Db, docIds: readonly number[]): Promise<void> {
  if (onPostgres(db) || docIds.length === 0) return;
  await db
    .deleteFrom('knowledge_search')
    .where('rowid', 'in', [...docIds])
    .execute();
}

/**
 * Records the saved state as a version. Saves by the same person within VERSION_MERGE_WINDOW_MS update
 * their latest version instead (autosave would otherwise bury the history in keystrokes, ADR 0043).
 */
export async function recordVersion(
  db: Db,
  options: { docId: number; title: string; content: string; editorId: number; time: string; mayMerge?: boolean },
): Promise<void> {
  const latest = await db
    .selectFrom('knowledge_versions')
    .select(['id', 'editor_id', 'create_time'])
    .where('document_id', '=', options.docId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const merge =
    options.mayMerge !== false &&
    latest !== undefined &&
    latest.editor_id === options.editorId &&
    Date.parse(options.time) - Date.parse(latest.create_time) < VERSION_MERGE_WINDOW_MS;
  if (merge) {
    await db
      .updateTable('knowledge_versions')
      .set({ title: options.title, content: options.content, update_time: options.time })
      .where('id', '=', latest.id)
      .execute();
    return;
  }
  await db
    .insertInto('knowledge_versions')
    .values({
      document_id: options.docId,
      title: options.title,
      content: options.content,
      editor_id: options.editorId,
      create_time: options.time,
      update_time: options.time,
    })
    .execute();
}

/** A new document at the end of its folder, indexed and with its first version; content already sanitised. */
export async function insertDocument(
  db: Db,
  options: {
    kbId: number;
    folderId: number | null;
    title: string;
    content: string;
    status: DocumentStatus;
    userId: number;
    time: string;
  },
): Promise<number> {
  const siblings = await db
    .selectFrom('knowledge_documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kb_id', '=', options.kbId)
    .where((eb) => (options.folderId === null ? eb('folder_id', 'is', null) : eb('folder_id', '=', options.folderId)))
    .executeTakeFirstOrThrow();
  const plainText = documentPlainText(options.content);
  const row = await db
    .insertInto('knowledge_documents')
    .values({
      kb_id: options.kbId,
      folder_id: options.folderId,
      title: options.title,
      content: options.content,
      plain_text: plainText,
      status: options.status,
      sort: Number(siblings.count),
      creator_id: options.userId,
      updater_id: options.userId,
      publish_time: options.status === 'published' ? options.time : null,
      create_time: options.time,
      update_time: options.time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexDocument(db, row.id, options.title, plainText);
  await recordVersion(db, {
    docId: row.id,
    title: options.title,
    content: options.content,
    editorId: options.userId,
    time: options.time,
  });
  return row.id;
}
