import { ResultCode, type SharedKnowledge, type SharedKnowledgeSummary } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, failure } from '../../http/errors';
import type { EphemeralStore } from '../../store/ephemeral';
import { verifyPassword } from '../account/passwords';
import { buildTree } from './folders';
import { folderBranch } from './kbAccess';

/** Wrong passwords one share accepts in a quarter of an hour before it answers "too many attempts". */
const PASSWORD_TRIES = 10;
const PASSWORD_WINDOW_MS = 15 * 60_000;

const shareGone = () => new AppError(ResultCode.notFound, 'knowledgeShareNotFound');

/**
 * The share behind a token while it works. Revoked, expired and unknown tokens answer the same 404, and so
 * does a share whose document was unpublished since: nothing tells a visitor which of them it was.
 */
async function liveShare(db: Kysely<Database>, token: string, now: Date) {
  const row = await db
    .selectFrom('knowledge_shares')
    .selectAll()
    .where('token', '=', token)
    .where('revoke_time', 'is', null)
    .where((eb) => eb.or([eb('expire_time', 'is', null), eb('expire_time', '>', now.toISOString())]))
    .executeTakeFirst();
  if (!row) throw shareGone();
  return row;
}

async function publishedDocument(db: Kysely<Database>, kbId: number, docId: number) {
  const doc = await db
    .selectFrom('knowledge_documents')
    .select(['id', 'folder_id', 'title', 'content', 'update_time'])
    .where('id', '=', docId)
    .where('kb_id', '=', kbId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!doc) throw shareGone();
  return doc;
}

async function shareTitle(
  db: Kysely<Database>,
  share: { kb_id: number; document_id: number | null; folder_id: number | null },
) {
  if (share.document_id !== null) return (await publishedDocument(db, share.kb_id, share.document_id)).title;
  const folder = await db
    .selectFrom('knowledge_folders')
    .select('name')
    .where('id', '=', share.folder_id ?? 0)
    .executeTakeFirst();
  if (!folder) throw shareGone();
  return folder.name;
}

/** GET anonymous/knowledgeShare/{token}: what the page shows before asking for a password. */
export async function sharedSummary(
  db: Kysely<Database>,
  options: { token: string; now: Date },
): Promise<SharedKnowledgeSummary> {
  const share = await liveShare(db, options.token, options.now);
  return {
    kind: share.document_id === null ? 'folder' : 'document',
    title: await shareTitle(db, share),
    needsPassword: share.password_hash !== null,
  };
}

/**
 * POST anonymous/knowledgeShare/{token}: the shared document, or the shared folder's published tree and one
 * document of it. Nothing outside what was shared: a document id from elsewhere answers 404.
 */
export async function openShared(
  db: Kysely<Database>,
  store: EphemeralStore,
  options: { token: string; password?: string; docId?: number; now: Date },
): Promise<SharedKnowledge> {
  const share = await liveShare(db, options.token, options.now);
  if (share.password_hash !== null) {
    const triesKey = `knowledgeShare:tries:${String(share.id)}`;
    if (Number((await store.get(triesKey)) ?? 0) >= PASSWORD_TRIES) {
      throw failure('knowledgeSharePasswordTooManyTries');
    }
    if (!(await verifyPassword(share.password_hash, options.password ?? ''))) {
      await store.increment(triesKey, PASSWORD_WINDOW_MS);
      throw failure('knowledgeSharePasswordWrong');
    }
  }
  const title = await shareTitle(db, share);
  if (share.document_id !== null) {
    const doc = await publishedDocument(db, share.kb_id, share.document_id);
    return {
      kind: 'document',
      title,
      tree: null,
      document: { docId: doc.id, title: doc.title, content: doc.content, updateTime: doc.update_time },
    };
  }
  const folderId = share.folder_id ?? 0;
  const tree = await buildTree(db, { kbId: share.kb_id, publishedOnly: true, rootId: folderId });
  if (options.docId === undefined) return { kind: 'folder', title, tree, document: null };
  const doc = await publishedDocument(db, share.kb_id, options.docId);
  const branch = await folderBranch(db, share.kb_id, folderId);
  if (doc.folder_id === null || !branch.includes(doc.folder_id)) throw shareGone();
  return {
    kind: 'folder',
    title,
    tree,
    document: { docId: doc.id, title: doc.title, content: doc.content, updateTime: doc.update_time },
  };
}
