import {
  type AddKnowledgeBody,
  type ApiOk,
  type AssignableKnowledgeRole,
  type BuiltInTemplate,
  type IssueRef,
  KNOWLEDGE_SHARE_PATH,
  type KnowledgeBase,
  type KnowledgeComment,
  type KnowledgeDocument,
  type KnowledgeImage,
  type KnowledgeInviteInfo,
  type KnowledgeInviteLink,
  type KnowledgeIssueChip,
  type KnowledgeMember,
  type KnowledgeSearchHit,
  type KnowledgeShare,
  type KnowledgeTemplate,
  type KnowledgeTree,
  type KnowledgeVersion,
  type KnowledgeVersionDetail,
  type PhoneAddAnswer,
  type SharedKnowledge,
  type SharedKnowledgeSummary,
  type UpdateKnowledgeBody,
  knowledgePath,
} from '@questline/contract';
import { download, get, post } from './client';

/** Issue 15: the knowledge-base calls (ADR 0041). Failures are shown by the client (spec point 8). */
type Ok<T> = Promise<ApiOk<T>>;

export const getSpaces = (): Ok<KnowledgeBase[]> => get(knowledgePath('list'));
export const getSpace = (kbId: number): Ok<KnowledgeBase> => get(knowledgePath('info'), { kbId });
export const addSpace = (body: AddKnowledgeBody): Ok<KnowledgeBase> => post(knowledgePath('add'), body);
export const updateSpace = (body: UpdateKnowledgeBody): Ok<null> => post(knowledgePath('update'), body);
export const deleteSpace = (kbId: number): Ok<null> => post(knowledgePath('delete'), { kbId });

export const getMembers = (kbId: number): Ok<KnowledgeMember[]> => get(knowledgePath('member/list'), { kbId });
/** Adds a contact at once with the role, or invites the number to join with it (ADR 0099). */
export const inviteMember = (kbId: number, phone: string, role: AssignableKnowledgeRole): Ok<PhoneAddAnswer> =>
  post(knowledgePath('member/invite'), { kbId, phone, role });
export const setMemberRole = (kbId: number, userId: number, role: AssignableKnowledgeRole): Ok<null> =>
  post(knowledgePath('member/role'), { kbId, userId, role });
export const removeMember = (kbId: number, userId: number): Ok<null> =>
  post(knowledgePath('member/remove'), { kbId, userId });
export const quitSpace = (kbId: number): Ok<null> => post(knowledgePath('member/quit'), { kbId });
export const createInviteLink = (
  kbId: number,
  role: AssignableKnowledgeRole,
  expireDays: number | null,
): Ok<KnowledgeInviteLink> => post(knowledgePath('invite/create'), { kbId, role, expireDays });
export const getInviteLinks = (kbId: number): Ok<KnowledgeInviteLink[]> => get(knowledgePath('invite/list'), { kbId });
export const revokeInviteLink = (kbId: number, inviteId: number): Ok<null> =>
  post(knowledgePath('invite/revoke'), { kbId, inviteId });
export const getInviteInfo = (code: string): Ok<KnowledgeInviteInfo> => get(knowledgePath('invite/info'), { code });
export const acceptInvite = (code: string): Ok<{ kbId: number }> => post(knowledgePath('invite/accept'), { code });

export const getTree = (kbId: number): Ok<KnowledgeTree> => get(knowledgePath('folder/tree'), { kbId });
export const addFolder = (kbId: number, name: string, parentId: number | null): Ok<{ folderId: number }> =>
  post(knowledgePath('folder/add'), { kbId, name, parentId });
export const renameFolder = (kbId: number, folderId: number, name: string): Ok<null> =>
  post(knowledgePath('folder/rename'), { kbId, folderId, name });
export const moveFolder = (kbId: number, folderId: number, parentId: number | null, index: number): Ok<null> =>
  post(knowledgePath('folder/move'), { kbId, folderId, parentId, index });
export const deleteFolder = (kbId: number, folderId: number): Ok<null> =>
  post(knowledgePath('folder/delete'), { kbId, folderId });

export const getDocument = (kbId: number, docId: number): Ok<KnowledgeDocument> =>
  get(knowledgePath('doc/info'), { kbId, docId });
export const addDocument = (body: {
  kbId: number;
  folderId: number | null;
  title: string;
  builtInTemplate?: BuiltInTemplate | null;
  templateId?: number | null;
}): Ok<KnowledgeDocument> => post(knowledgePath('doc/add'), body);
export const saveDocument = (body: {
  kbId: number;
  docId: number;
  title: string;
  content: string;
  updateTime: string;
}): Ok<KnowledgeDocument> => post(knowledgePath('doc/save'), body);
export const publishDocument = (kbId: number, docId: number, updateTime: string): Ok<KnowledgeDocument> =>
  post(knowledgePath('doc/publish'), { kbId, docId, updateTime });
export const unpublishDocument = (kbId: number, docId: number, updateTime: string): Ok<KnowledgeDocument> =>
  post(knowledgePath('doc/unpublish'), { kbId, docId, updateTime });
export const moveDocument = (kbId: number, docId: number, folderId: number | null, index: number): Ok<null> =>
  post(knowledgePath('doc/move'), { kbId, docId, folderId, index });
export const deleteDocument = (kbId: number, docId: number): Ok<null> =>
  post(knowledgePath('doc/delete'), { kbId, docId });
export const exportMarkdown = (kbId: number, docId: number): Promise<Blob> =>
  download(knowledgePath('doc/export'), { kbId, docId });

export const getVersions = (kbId: number, docId: number): Ok<KnowledgeVersion[]> =>
  get(knowledgePath('doc/versions'), { kbId, docId });
export const getVersion = (kbId: number, docId: number, versionId: number): Ok<KnowledgeVersionDetail> =>
  get(knowledgePath('doc/version'), { kbId, docId, versionId });
export const restoreVersion = (
  kbId: number,
  docId: number,
  versionId: number,
  updateTime: string,
): Ok<KnowledgeDocument> => post(knowledgePath('doc/restore'), { kbId, docId, versionId, updateTime });

export const getComments = (kbId: number, docId: number): Ok<KnowledgeComment[]> =>
  get(knowledgePath('doc/comments'), { kbId, docId });
export const addComment = (kbId: number, docId: number, content: string): Ok<{ commentId: number }> =>
  post(knowledgePath('doc/comment/add'), { kbId, docId, content });
export const deleteComment = (kbId: number, commentId: number): Ok<null> =>
  post(knowledgePath('doc/comment/delete'), { kbId, commentId });

export const getTemplates = (kbId: number): Ok<KnowledgeTemplate[]> => get(knowledgePath('template/list'), { kbId });
export const saveTemplate = (kbId: number, docId: number, name: string): Ok<{ templateId: number }> =>
  post(knowledgePath('template/save'), { kbId, docId, name });

export const searchDocuments = (keyword: string, kbId?: number): Ok<KnowledgeSearchHit[]> =>
  get(knowledgePath('search'), { keyword, ...(kbId === undefined ? {} : { kbId }) });

/** Issue links of a document: one call for all of them (ADR 0047). */
export const getIssueChips = (refs: IssueRef[]): Ok<KnowledgeIssueChip[]> =>
  post(knowledgePath('issueChips'), { refs });

export const createShare = (body: {
  kbId: number;
  docId?: number;
  folderId?: number;
  expireDays: number | null;
  password?: string;
}): Ok<KnowledgeShare> => post(knowledgePath('share/create'), body);
export const getShares = (kbId: number): Ok<KnowledgeShare[]> => get(knowledgePath('share/list'), { kbId });
export const revokeShare = (kbId: number, shareId: number): Ok<null> =>
  post(knowledgePath('share/revoke'), { kbId, shareId });

export function uploadImage(kbId: number, file: Blob, fileName: string): Ok<KnowledgeImage> {
  const form = new FormData();
  form.append('kbId', String(kbId));
  form.append('file', file, fileName);
  return post(knowledgePath('image/upload'), form, { long: true });
}

/** Public: no token; a missing, revoked or expired share answers 404, which the page shows itself. */
const anonymous = { withoutToken: true, authCall: true } as const;
export const getSharedSummary = (token: string): Ok<SharedKnowledgeSummary> =>
  get(`${KNOWLEDGE_SHARE_PATH}/${token}`, undefined, anonymous);
export const openShared = (token: string, body: { password?: string; docId?: number }): Ok<SharedKnowledge> =>
  post(`${KNOWLEDGE_SHARE_PATH}/${token}`, body, { withoutToken: true });
