import { type CreateKnowledgeShareBody, type KnowledgeShare, mayKnowledge } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { KnowledgeShareTable } from '../../db/knowledgeSchema';
import type { Database } from '../../db/schema';
import { failure, forbidden, notFound } from '../../http/errors';
import { insertShare, revokeShareLink, sharePath, shareWorks } from '../shareLinks/shareLinks';
import { kbAccess, readableDocument, requireFolder } from './kbAccess';

type ShareRow = Selectable<KnowledgeShareTable>;

async function present(db: Kysely<Database>, rows: ShareRow[]): Promise<KnowledgeShare[]> {
  if (rows.length === 0) return [];
  const people = await db
    .selectFrom('users')
    .select(['id', 'nick_name'])
    .where(
      'id',
      'in',
      rows.map((row) => row.create_by),
    )
    .execute();
  const names = new Map(people.map((row) => [row.id, row.nick_name]));
  const docIds = rows.flatMap((row) => (row.document_id === null ? [] : [row.document_id]));
  const folderIds = rows.flatMap((row) => (row.folder_id === null ? [] : [row.folder_id]));
  const docs =
    docIds.length === 0
      ? []
      : await db.selectFrom('knowledge_documents').select(['id', 'title']).where('id', 'in', docIds).execute();
  const folders =
    folderIds.length === 0
      ? []
      : await db.selectFrom('knowledge_folders').select(['id', 'name']).where('id', 'in', folderIds).execute();
  const docTitles = new Map(docs.map((row) => [row.id, row.title]));
  const folderNames = new Map(folders.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    shareId: row.id,
    token: row.token,
    path: sharePath('knowledge_shares', row.token),
    docId: row.document_id,
    folderId: row.folder_id,
    targetName: (row.document_id === null ? folderNames.get(row.folder_id ?? 0) : docTitles.get(row.document_id)) ?? '',
    hasPassword: row.password_hash !== null,
    expireTime: row.expire_time,
    createTime: row.create_time,
    createdBy: names.get(row.create_by) ?? '',
  }));
}

/**
 * POST knowledge/share/create: a published document or a folder, read-only at /knowledgeShared/{token}
 * (192 random bits, DOMAIN.md "Identifiers"); optional expiry and password (stored hashed).
 */
export async function createShare(
  db: Kysely<Database>,
  options: CreateKnowledgeShareBody & { userId: number; now: Date },
): Promise<KnowledgeShare> {
  const access = await kbAccess(db, options.kbId, options.userId, 'share');
  const docId = options.docId ?? null;
  const folderId = options.folderId ?? null;
  if ((docId === null) === (folderId === null)) throw failure('knowledgeShareTargetRequired');
  if (docId !== null) {
    const doc = await readableDocument(db, access, docId);
    if (doc.status !== 'published') throw failure('documentNotPublished');
  }
  if (folderId !== null) await requireFolder(db, options.kbId, folderId);
  const row = await insertShare(
    db,
    'knowledge_shares',
    { kb_id: options.kbId, document_id: docId, folder_id: folderId, create_by: options.userId },
    options,
  );
  const [share] = await present(db, [row]);
  if (!share) throw new Error('share vanished while presenting it');
  return share;
}

/** GET knowledge/share/list: the space's shares that still work, newest first (writers and up). */
export async function listShares(
  db: Kysely<Database>,
  options: { kbId: number; userId: number; now: Date },
): Promise<KnowledgeShare[]> {
  await kbAccess(db, options.kbId, options.userId, 'share');
  const rows = await db
    .selectFrom('knowledge_shares')
    .selectAll()
    .where('kb_id', '=', options.kbId)
    .where(shareWorks('knowledge_shares', options.now))
    .orderBy('id', 'desc')
    .execute();
  return present(db, rows);
}

/** POST knowledge/share/revoke: its creator or the space's owner and admins; revoking twice is harmless. */
export async function revokeShare(
  db: Kysely<Database>,
  options: { kbId: number; shareId: number; userId: number; now: Date },
): Promise<void> {
  const access = await kbAccess(db, options.kbId, options.userId, 'share');
  const share = await db
    .selectFrom('knowledge_shares')
    .select(['id', 'create_by', 'revoke_time'])
    .where('id', '=', options.shareId)
    .where('kb_id', '=', options.kbId)
    .executeTakeFirst();
  if (!share) throw notFound();
  if (share.create_by !== options.userId && !mayKnowledge(access.role, 'manage')) throw forbidden();
  await revokeShareLink(db, 'knowledge_shares', share, options.now);
}
