import { type KnowledgeAction, type KnowledgeRole, mayKnowledge } from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { KnowledgeDocumentTable } from '../../db/knowledgeSchema';
import { orderedTree } from '../../db/orderedTree';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';

/** Services take the database or a transaction of it. */
export type Db = Kysely<Database> | Transaction<Database>;
export type DocumentRow = Selectable<KnowledgeDocumentTable>;

export interface KbAccess {
  kbId: number;
  role: KnowledgeRole;
}

/**
 * The object-level check behind every `knowledge:*` route: the caller's role in the very space the request
 * names. A non-member gets 404 so that a space's existence is never revealed; a member whose role does not
 * allow `action` (KNOWLEDGE_ROLE_ACTIONS) gets 403.
 */
export async function kbAccess(db: Db, kbId: number, userId: number, action: KnowledgeAction): Promise<KbAccess> {
  const row = await db
    .selectFrom('knowledge_members')
    .select('role')
    .where('kb_id', '=', kbId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (!mayKnowledge(row.role, action)) throw forbidden();
  return { kbId, role: row.role };
}

/** A folder id must belong to the space the request names; any other id is 404. */
export async function requireFolder(db: Db, kbId: number, folderId: number): Promise<{ parentId: number | null }> {
  const row = await db
    .selectFrom('knowledge_folders')
    .select('parent_id')
    .where('id', '=', folderId)
    .where('kb_id', '=', kbId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { parentId: row.parent_id };
}

/**
 * A document of the space that the caller may see: readers see published documents only (spec point 4),
 * so a draft answers them 404 like a missing one.
 */
export async function readableDocument(db: Db, access: KbAccess, docId: number): Promise<DocumentRow> {
  const row = await db
    .selectFrom('knowledge_documents')
    .selectAll()
    .where('id', '=', docId)
    .where('kb_id', '=', access.kbId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.status === 'draft' && !mayKnowledge(access.role, 'readDrafts')) throw notFound();
  return row;
}

/** The folders of the spaces, one ordered tree per space. */
export const knowledgeFolders = orderedTree('knowledge_folders');
