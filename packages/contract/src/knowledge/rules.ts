/**
 * Issue 15: the rules of knowledge bases that the server enforces and the web forms check before sending
 * (spec points 1, 4 "Document", 5 "Names" and "Knowledge-base invitation and document title", 6
 * "Knowledge base roles", 8). No zod here, so pages can use them without the schema library.
 */
import { byteLength } from '../text';

/** Spec point 6: owner, admin, member and read-only member (`reader`). */
export const KNOWLEDGE_ROLES = ['owner', 'admin', 'member', 'reader'] as const;
export type KnowledgeRole = (typeof KNOWLEDGE_ROLES)[number];
/** The roles an invitation or a role change can give; there is one owner, whoever created the space. */
export const ASSIGNABLE_KNOWLEDGE_ROLES = ['admin', 'member', 'reader'] as const satisfies readonly KnowledgeRole[];
export type AssignableKnowledgeRole = (typeof ASSIGNABLE_KNOWLEDGE_ROLES)[number];

/** What a person may do in a space; every call names the one it needs. */
export const KNOWLEDGE_ACTIONS = [
  /** See the space, its folders and its published documents. */
  'read',
  /** See drafts, version history and the space's shares. */
  'readDrafts',
  /** Create, edit, publish, move and delete documents; create, rename and move folders; save templates. */
  'write',
  'comment',
  /** Share a document or folder publicly and revoke shares. */
  'share',
  /** Invite people, change roles, remove members, create invitation links; delete folders and templates. */
  'manage',
  /** Rename the space, change its remark, cover and project. */
  'configure',
  'deleteSpace',
] as const;
export type KnowledgeAction = (typeof KNOWLEDGE_ACTIONS)[number];

/** The role table, as data like the issue workflow's: each role and the actions it may take. */
export const KNOWLEDGE_ROLE_ACTIONS: Record<KnowledgeRole, readonly KnowledgeAction[]> = {
  owner: KNOWLEDGE_ACTIONS,
  admin: ['read', 'readDrafts', 'write', 'comment', 'share', 'manage', 'configure'],
  member: ['read', 'readDrafts', 'write', 'comment', 'share'],
  reader: ['read'],
};

export function mayKnowledge(role: KnowledgeRole, action: KnowledgeAction): boolean {
  return KNOWLEDGE_ROLE_ACTIONS[role].includes(action);
}

/** Spec point 4: a document is a draft or published; readers see published ones only. */
export const DOCUMENT_STATUSES = ['draft', 'published'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Spec point 5 "Names". */
export const KNOWLEDGE_NAME_MAX_BYTES = 60;
export const KNOWLEDGE_REMARK_MAX = 500;
/** Folder names: 20 characters in the space's settings, 50 bytes in the add dialog (spec point 5). */
export const FOLDER_NAME_MAX_CHARS = 20;
export const FOLDER_NAME_MAX_BYTES = 50;
/** Not in the specification; long enough for any real title, short enough for the tree. */
export const DOCUMENT_TITLE_MAX = 200;
export const TEMPLATE_NAME_MAX = 50;
export const COMMENT_MAX = 5000;
export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 32;
/** A search keyword; at least one character after trimming. */
export const SEARCH_KEYWORD_MAX = 100;
export const SEARCH_RESULTS_MAX = 50;
/** Editors autosave a draft this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 2_000;
/** Saves by the same person within this window update one version instead of adding another. */
export const VERSION_MERGE_WINDOW_MS = 10 * 60_000;
/** Images in documents: spec point 5's attachment limit for free projects. */
export const KNOWLEDGE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Cover colours a space can pick; the key is stored, the web draws it. */
export const KNOWLEDGE_COVERS = ['blue', 'green', 'orange', 'purple', 'red', 'cyan'] as const;
export type KnowledgeCover = (typeof KNOWLEDGE_COVERS)[number];

export type NameProblem = 'required' | 'tooLong';

export function knowledgeNameProblem(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  return byteLength(trimmed) > KNOWLEDGE_NAME_MAX_BYTES ? 'tooLong' : null;
}

export function knowledgeRemarkProblem(remark: string): 'tooLong' | null {
  return [...remark.trim()].length > KNOWLEDGE_REMARK_MAX ? 'tooLong' : null;
}

/**
 * Where a folder is named decides its limit (spec point 5): the add dialog counts bytes, the settings
 * count characters. The server accepts what either form accepts: at most 50 bytes and 20 characters is
 * stricter than needed, so it checks the limit of the form the call comes from.
 */
export type FolderNameForm = 'dialog' | 'settings';

export function folderNameProblem(name: string, form: FolderNameForm): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  const tooLong =
    form === 'dialog' ? byteLength(trimmed) > FOLDER_NAME_MAX_BYTES : [...trimmed].length > FOLDER_NAME_MAX_CHARS;
  return tooLong ? 'tooLong' : null;
}

export function documentTitleProblem(title: string): NameProblem | null {
  const trimmed = title.trim();
  if (trimmed.length === 0) return 'required';
  return [...trimmed].length > DOCUMENT_TITLE_MAX ? 'tooLong' : null;
}
