import { KNOWLEDGE_SHARE_PATH, type SharedKnowledge, type SharedKnowledgeSummary } from '@questline/contract';
import type { FileToSend } from '../../http/sendFile';
import { sharedImage } from './images';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EphemeralStore } from '../../store/ephemeral';
import { issueShareTicket, liveShare, requireShareTicket, shareGone, unlockShare } from '../shareLinks/shareLinks';
import { buildTree } from './folders';
import { knowledgeFolders } from './kbAccess';

async function publishedDocument(db: Kysely<Database>, kbId: number, docId: number) {
  const doc = await db
    .selectFrom('knowledge_documents')
    .select(['id', 'folder_id', 'title', 'content', 'update_time'])
    .where('id', '=', docId)
    .where('kb_id', '=', kbId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!doc) throw shareGone('knowledge_shares');
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
  if (!folder) throw shareGone('knowledge_shares');
  return folder.name;
}

/** GET anonymous/knowledgeShare/{token}: what the page shows before asking for a password. */
export async function sharedSummary(
  db: Kysely<Database>,
  options: { token: string; now: Date },
): Promise<SharedKnowledgeSummary> {
  const share = await liveShare(db, 'knowledge_shares', options.token, options.now);
  return {
    kind: share.document_id === null ? 'folder' : 'document',
    title: await shareTitle(db, share),
    needsPassword: share.password_hash !== null,
  };
}

/** The documents a share shows: its one document, or the published ones anywhere under its folder. */
async function sharedDocumentIds(
  db: Kysely<Database>,
  share: { kb_id: number; document_id: number | null; folder_id: number | null },
): Promise<number[]> {
  if (share.document_id !== null) return [share.document_id];
  const branch = await knowledgeFolders.branch(db, share.kb_id, share.folder_id ?? 0);
  const rows = await db
    .selectFrom('knowledge_documents')
    .select('id')
    .where('kb_id', '=', share.kb_id)
    .where('folder_id', 'in', branch)
    .where('status', '=', 'published')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Images of a shared document load through the share (the visitor is not a member). A share with a
 * password hands out a ticket with the opened document, good for an hour, because <img> cannot send the
 * password; the image route checks it against the share.
 */
async function publicContent(
  store: EphemeralStore,
  share: { id: number; token: string; password_hash: string | null },
  html: string,
) {
  let query = '';
  if (share.password_hash !== null && html.includes('/knowledge/image/')) {
    query = `?ticket=${await issueShareTicket(store, 'knowledge_shares', share.id)}`;
  }
  return html.replace(
    /\/prod-api\/[a-z]+\/knowledge\/image\/(\d+)/g,
    (_whole, id: string) => `/prod-api${KNOWLEDGE_SHARE_PATH}/${share.token}/image/${id}${query}`,
  );
}

/** GET anonymous/knowledgeShare/{token}/image/{id}: an image that a document of the share shows. */
export async function sharedShareImage(
  db: Kysely<Database>,
  store: EphemeralStore,
  options: { token: string; imageId: number; ticket: string | undefined; now: Date },
): Promise<FileToSend> {
  const share = await liveShare(db, 'knowledge_shares', options.token, options.now);
  await requireShareTicket(store, 'knowledge_shares', share, options.ticket);
  return sharedImage(db, { imageId: options.imageId, documentIds: await sharedDocumentIds(db, share) });
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
  const share = await liveShare(db, 'knowledge_shares', options.token, options.now);
  await unlockShare(store, 'knowledge_shares', share, options.password);
  const title = await shareTitle(db, share);
  if (share.document_id !== null) {
    const doc = await publishedDocument(db, share.kb_id, share.document_id);
    return {
      kind: 'document',
      title,
      tree: null,
      document: {
        docId: doc.id,
        title: doc.title,
        content: await publicContent(store, share, doc.content),
        updateTime: doc.update_time,
      },
    };
  }
  const folderId = share.folder_id ?? 0;
  const tree = await buildTree(db, { kbId: share.kb_id, publishedOnly: true, rootId: folderId });
  if (options.docId === undefined) return { kind: 'folder', title, tree, document: null };
  const doc = await publishedDocument(db, share.kb_id, options.docId);
  const branch = await knowledgeFolders.branch(db, share.kb_id, folderId);
  if (doc.folder_id === null || !branch.includes(doc.folder_id)) throw shareGone('knowledge_shares');
  return {
    kind: 'folder',
    title,
    tree,
    document: {
      docId: doc.id,
      title: doc.title,
      content: await publicContent(store, share, doc.content),
      updateTime: doc.update_time,
    },
  };
}
