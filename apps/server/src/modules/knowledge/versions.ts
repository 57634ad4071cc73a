import type {
  KnowledgeDocument,
  KnowledgeVersion,
  KnowledgeVersionDetail,
  RestoreVersionBody,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { saveDocument } from './documents';
import { kbAccess, readableDocument } from './kbAccess';

function versionsOf(db: Kysely<Database>, docId: number) {
  return db
    .selectFrom('knowledge_versions')
    .innerJoin('users', 'users.id', 'knowledge_versions.editor_id')
    .select([
      'knowledge_versions.id',
      'knowledge_versions.title',
      'knowledge_versions.content',
      'knowledge_versions.update_time',
      'users.nick_name',
    ])
    .where('knowledge_versions.document_id', '=', docId);
}

/** GET knowledge/doc/versions: newest first; writers only (readers see the published text, not its history). */
export async function listVersions(
  db: Kysely<Database>,
  options: { kbId: number; docId: number; userId: number },
): Promise<KnowledgeVersion[]> {
  const access = await kbAccess(db, options.kbId, options.userId, 'readDrafts');
  const doc = await readableDocument(db, access, options.docId);
  const rows = await versionsOf(db, doc.id).orderBy('knowledge_versions.id', 'desc').execute();
  return rows.map((row) => ({
    versionId: row.id,
    title: row.title,
    editorName: row.nick_name,
    createTime: row.update_time,
  }));
}

async function version(
  db: Kysely<Database>,
  options: { kbId: number; docId: number; versionId: number; userId: number },
) {
  const access = await kbAccess(db, options.kbId, options.userId, 'readDrafts');
  const doc = await readableDocument(db, access, options.docId);
  const row = await versionsOf(db, doc.id).where('knowledge_versions.id', '=', options.versionId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** GET knowledge/doc/version: one version's text, for the diff against the current one. */
export async function versionDetail(
  db: Kysely<Database>,
  options: { kbId: number; docId: number; versionId: number; userId: number },
): Promise<KnowledgeVersionDetail> {
  const row = await version(db, options);
  return {
    versionId: row.id,
    title: row.title,
    editorName: row.nick_name,
    createTime: row.update_time,
    content: row.content,
  };
}

/** POST knowledge/doc/restore: saves an old version as the current text, itself a new version (nothing is lost). */
export async function restoreVersion(
  db: Kysely<Database>,
  options: RestoreVersionBody & { userId: number; now: Date },
): Promise<KnowledgeDocument> {
  const row = await version(db, options);
  return saveDocument(db, { ...options, title: row.title, content: row.content, mayMergeVersion: false });
}
