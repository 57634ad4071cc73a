import { z } from 'zod';
import { recordId } from '../recordId';
import { productPath } from '../transport';
import type { QuestionStatus } from '../issues/workflow';
import {
  ASSIGNABLE_KNOWLEDGE_ROLES,
  type DocumentStatus,
  KNOWLEDGE_COVERS,
  type KnowledgeAction,
  type KnowledgeCover,
  type KnowledgeRole,
  SEARCH_KEYWORD_MAX,
  SHARE_PASSWORD_MAX,
} from './rules';
import { BUILT_IN_TEMPLATES, type BuiltInTemplate } from './templates';

/**
 * Issue 15: the knowledge-base calls under /{product}/knowledge/ and the public /anonymous/knowledgeShare/
 * (ADR 0041). Names, titles and remarks are checked by the services with rules.ts so that each failure gets
 * its own localised message; these schemas only fix the shape.
 */
export const knowledgePath = (path: string) => productPath(`knowledge/${path}`);
export const KNOWLEDGE_SHARE_PATH = '/anonymous/knowledgeShare';

const id = recordId;
const text = (max: number) => z.string().max(max);
const html = z.string().max(2_000_000);
const updateTime = z.string().min(1).max(40);

export const kbIdQuery = z.strictObject({ kbId: id });
export type KbIdQuery = z.infer<typeof kbIdQuery>;
export const kbIdBody = kbIdQuery;

export const addKnowledgeBody = z.strictObject({
  name: text(400),
  remark: text(4000).optional(),
  cover: z.enum(KNOWLEDGE_COVERS).optional(),
  projectId: id.nullish(),
  /** A space made from a template opens with one draft document from it. */
  template: z.enum(BUILT_IN_TEMPLATES).nullish(),
});
export type AddKnowledgeBody = z.infer<typeof addKnowledgeBody>;

export const updateKnowledgeBody = z.strictObject({
  kbId: id,
  name: text(400),
  remark: text(4000).optional(),
  cover: z.enum(KNOWLEDGE_COVERS).optional(),
  projectId: id.nullish(),
});
export type UpdateKnowledgeBody = z.infer<typeof updateKnowledgeBody>;

export const inviteMemberBody = z.strictObject({
  kbId: id,
  phone: text(32),
  role: z.enum(ASSIGNABLE_KNOWLEDGE_ROLES),
});
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

export const setMemberRoleBody = z.strictObject({ kbId: id, userId: id, role: z.enum(ASSIGNABLE_KNOWLEDGE_ROLES) });
export type SetMemberRoleBody = z.infer<typeof setMemberRoleBody>;

export const kbMemberBody = z.strictObject({ kbId: id, userId: id });
export type KbMemberBody = z.infer<typeof kbMemberBody>;

export const createInviteLinkBody = z.strictObject({
  kbId: id,
  role: z.enum(ASSIGNABLE_KNOWLEDGE_ROLES),
  expireDays: z.coerce.number().int().min(1).max(365).nullable(),
});
export type CreateInviteLinkBody = z.infer<typeof createInviteLinkBody>;

export const inviteCodeQuery = z.strictObject({ code: text(100) });
export const inviteCodeBody = inviteCodeQuery;
export type InviteCodeBody = z.infer<typeof inviteCodeBody>;

export const inviteLinkBody = z.strictObject({ kbId: id, inviteId: id });
export type InviteLinkBody = z.infer<typeof inviteLinkBody>;

export const addFolderBody = z.strictObject({ kbId: id, parentId: id.nullish(), name: text(400) });
export type AddFolderBody = z.infer<typeof addFolderBody>;

/** A rename from the space's settings, where the 20-character limit applies (spec point 5). */
export const renameFolderBody = z.strictObject({ kbId: id, folderId: id, name: text(400) });
export type RenameFolderBody = z.infer<typeof renameFolderBody>;

/** A drag in the tree: a new parent (null: the top level) and a place among its children. */
export const moveFolderBody = z.strictObject({
  kbId: id,
  folderId: id,
  parentId: id.nullable(),
  index: z.coerce.number().int().min(0).max(10_000),
});
export type MoveFolderBody = z.infer<typeof moveFolderBody>;

export const folderBody = z.strictObject({ kbId: id, folderId: id });
export type FolderBody = z.infer<typeof folderBody>;

export const addDocumentBody = z.strictObject({
  kbId: id,
  folderId: id.nullish(),
  title: text(1000),
  content: html.optional(),
  builtInTemplate: z.enum(BUILT_IN_TEMPLATES).nullish(),
  templateId: id.nullish(),
});
export type AddDocumentBody = z.infer<typeof addDocumentBody>;

export const docQuery = z.strictObject({ kbId: id, docId: id });
export type DocQuery = z.infer<typeof docQuery>;
export const docBody = docQuery;

/** Every edit carries the `updateTime` the editor last saw (DOMAIN.md): a stale save changes nothing. */
export const saveDocumentBody = z.strictObject({
  kbId: id,
  docId: id,
  title: text(1000),
  content: html,
  updateTime,
});
export type SaveDocumentBody = z.infer<typeof saveDocumentBody>;

export const docStatusBody = z.strictObject({ kbId: id, docId: id, updateTime });
export type DocStatusBody = z.infer<typeof docStatusBody>;

export const moveDocumentBody = z.strictObject({
  kbId: id,
  docId: id,
  folderId: id.nullable(),
  index: z.coerce.number().int().min(0).max(10_000),
});
export type MoveDocumentBody = z.infer<typeof moveDocumentBody>;

export const versionQuery = z.strictObject({ kbId: id, docId: id, versionId: id });
export type VersionQuery = z.infer<typeof versionQuery>;

export const restoreVersionBody = z.strictObject({ kbId: id, docId: id, versionId: id, updateTime });
export type RestoreVersionBody = z.infer<typeof restoreVersionBody>;

export const addDocCommentBody = z.strictObject({ kbId: id, docId: id, content: html });
export type AddDocCommentBody = z.infer<typeof addDocCommentBody>;

export const docCommentBody = z.strictObject({ kbId: id, commentId: id });
export type DocCommentBody = z.infer<typeof docCommentBody>;

export const templateListQuery = z.strictObject({ kbId: id });
export const saveTemplateBody = z.strictObject({ kbId: id, docId: id, name: text(400) });
export type SaveTemplateBody = z.infer<typeof saveTemplateBody>;
export const templateBody = z.strictObject({ kbId: id, templateId: id });
export type TemplateBody = z.infer<typeof templateBody>;

/** Without kbId: every space the caller belongs to. */
export const searchQuery = z.strictObject({ keyword: text(SEARCH_KEYWORD_MAX * 4), kbId: id.optional() });
export type SearchQuery = z.infer<typeof searchQuery>;

/** Issue links in a document shown as live chips (ADR 0047): at most this many asked for at once. */
export const ISSUE_CHIPS_MAX = 50;
const issueRef = z.strictObject({ projectId: id, questionId: id });
export type IssueRef = z.infer<typeof issueRef>;
export const issueChipsBody = z.strictObject({ refs: z.array(issueRef).max(ISSUE_CHIPS_MAX) });
export type IssueChipsBody = z.infer<typeof issueChipsBody>;

/** Exactly one of docId and folderId names what is shared. */
export const createKnowledgeShareBody = z.strictObject({
  kbId: id,
  docId: id.nullish(),
  folderId: id.nullish(),
  expireDays: z.coerce.number().int().min(1).max(365).nullable(),
  password: text(SHARE_PASSWORD_MAX * 4).nullish(),
});
export type CreateKnowledgeShareBody = z.infer<typeof createKnowledgeShareBody>;

export const knowledgeShareBody = z.strictObject({ kbId: id, shareId: id });
export type KnowledgeShareBody = z.infer<typeof knowledgeShareBody>;

/** The public page opens a share, with its password when it has one, and then one document of it. */
export const openShareBody = z.strictObject({
  password: text(SHARE_PASSWORD_MAX * 4).optional(),
  docId: id.optional(),
});
export type OpenShareBody = z.infer<typeof openShareBody>;

/** POST knowledge/image/upload: the image's address to put in the document. */
export interface KnowledgeImage {
  imageId: number;
  url: string;
}

export const knowledgeImageUploadFields = z.object({ kbId: id });
export const knowledgeImageParams = z.strictObject({ id });
export const sharedImageParams = z.strictObject({ token: z.string().min(1).max(100), id });

/** GET knowledge/list: the spaces the caller belongs to, with the caller's role and what it allows. */
export interface KnowledgeBase {
  kbId: number;
  name: string;
  remark: string;
  cover: KnowledgeCover;
  projectId: number | null;
  projectName: string;
  ownerId: number;
  ownerNickName: string;
  role: KnowledgeRole;
  actions: KnowledgeAction[];
  memberCount: number;
  documentCount: number;
  createTime: string;
  updateTime: string;
}

export interface KnowledgeMember {
  userId: number;
  nickName: string;
  avatar: string;
  /** Masked unless the caller manages the space or it is their own. */
  phone: string;
  role: KnowledgeRole;
  joinTime: string;
}

export interface KnowledgeInviteLink {
  inviteId: number;
  code: string;
  role: KnowledgeRole;
  expireTime: string | null;
  createTime: string;
}

/** GET knowledge/invite/info: what the person following a link is about to join. */
export interface KnowledgeInviteInfo {
  kbId: number;
  name: string;
  role: KnowledgeRole;
  alreadyMember: boolean;
}

export interface KnowledgeDocumentNode {
  docId: number;
  folderId: number | null;
  title: string;
  status: DocumentStatus;
  sort: number;
  updateTime: string;
}

export interface KnowledgeFolder {
  folderId: number;
  parentId: number | null;
  name: string;
  sort: number;
  children: KnowledgeFolder[];
  documents: KnowledgeDocumentNode[];
}

/** GET knowledge/folder/tree: the folders, nested, and the documents the caller may read. */
export interface KnowledgeTree {
  folders: KnowledgeFolder[];
  /** Documents at the top level, outside every folder. */
  documents: KnowledgeDocumentNode[];
}

export interface KnowledgeDocument extends KnowledgeDocumentNode {
  kbId: number;
  /** Sanitised HTML. */
  content: string;
  creatorId: number;
  creatorName: string;
  updaterName: string;
  publishTime: string | null;
  createTime: string;
}

export interface KnowledgeVersion {
  versionId: number;
  title: string;
  editorName: string;
  createTime: string;
}

export interface KnowledgeVersionDetail extends KnowledgeVersion {
  content: string;
}

export interface KnowledgeComment {
  commentId: number;
  userId: number;
  nickName: string;
  avatar: string;
  content: string;
  createTime: string;
  mayDelete: boolean;
}

export interface KnowledgeTemplate {
  /** `builtin:<key>` for the built-in ones, the id as text for a team template. */
  key: string;
  builtIn: BuiltInTemplate | null;
  templateId: number | null;
  name: string;
  content: string;
}

export interface KnowledgeSearchHit {
  kbId: number;
  kbName: string;
  docId: number;
  title: string;
  status: DocumentStatus;
  /** Escaped text with the matches wrapped in <mark>. */
  titleHtml: string;
  snippetHtml: string;
  updateTime: string;
}

export interface KnowledgeShare {
  shareId: number;
  token: string;
  path: string;
  docId: number | null;
  folderId: number | null;
  targetName: string;
  hasPassword: boolean;
  expireTime: string | null;
  createTime: string;
  createdBy: string;
}

/** GET anonymous/knowledgeShare/{token}: what the public page shows before the password. */
export interface SharedKnowledgeSummary {
  kind: 'document' | 'folder';
  title: string;
  needsPassword: boolean;
}

export interface SharedKnowledgeDocument {
  docId: number;
  title: string;
  content: string;
  updateTime: string;
}

/** POST anonymous/knowledgeShare/{token}: the shared folder's tree (published documents only) and one document. */
export interface SharedKnowledge {
  kind: 'document' | 'folder';
  title: string;
  tree: KnowledgeTree | null;
  document: SharedKnowledgeDocument | null;
}

/** An issue a document links to, as its reader may see it now; issues they cannot see are left out. */
export interface KnowledgeIssueChip {
  projectId: number;
  questionId: number;
  number: number;
  title: string;
  status: QuestionStatus;
}
