import { isEmail } from '../accountRules';
import { productPath } from '../transport';

/**
 * Issue 38 point 2 (ADR 0108): ways in that need no text message. An invitation link made by a project admin
 * (joins that project) or the platform administrator (an account only, or a project); e-mail registration and
 * reset when the installation sends mail; an account the platform administrator makes, handed over with a
 * one-time set-password link. No zod here: the pages read these without the schema library (ADR 0091).
 */
export const JOIN_PATHS = {
  /** GET ?projectId: a project's links, newest first (project admins). */
  projectLinks: productPath('joinLink/list'),
  /** POST CreateJoinLinkBody: answers CreatedJoinLink, the only answer that holds the link's address. */
  createProjectLink: productPath('joinLink/create'),
  /** POST {projectId, linkId}: the link stops working at once. */
  revokeProjectLink: productPath('joinLink/revoke'),
  /** GET: the links the platform administrator made. */
  adminLinks: '/admin/joinLink/list',
  /** POST AdminCreateJoinLinkBody (projectId optional): answers CreatedJoinLink. */
  adminCreateLink: '/admin/joinLink/create',
  /** POST {linkId}. */
  adminRevokeLink: '/admin/joinLink/revoke',
  /** GET ?token (public): answers JoinLinkPreview. */
  preview: '/register/joinLink',
  /** POST JoinLinkRegisterBody (public): answers JoinedData with a session token. */
  register: '/register/joinLink/register',
  /** POST {token} (signed in): joins the link's project; answers JoinedData without a token. */
  accept: productPath('joinLink/accept'),
  /** POST CreateAccountBody (platform administrator): answers CreatedAccount. */
  adminCreateAccount: '/admin/users/create',
  /** GET ?pageNum&pageSize&keyword (platform administrator): rows of ManagedAccount. */
  adminAccounts: '/admin/users/list',
  /** POST {userId}: a new set-password link; earlier ones of that account stop working. */
  adminPasswordLink: '/admin/users/passwordLink',
  /** GET ?token (public): answers PasswordLinkPreview. */
  passwordLinkPreview: '/register/passwordLink',
  /** POST SetPasswordBody (public): sets the password, uses the link up, answers TokenData. */
  setPassword: '/register/passwordLink/set',
  /** POST {email, scene, code, uuid} (public, captcha first): mails a code for registration or reset. */
  sendEmailCode: '/register/anonymousSendEmailCode',
  /** POST EmailRegisterBody (public): answers TokenData. */
  emailRegister: '/register/emailRegister',
  /** POST EmailResetBody (public). */
  emailReset: '/register/emailResetPwd',
} as const;

/** The web pages the links open. */
export const JOIN_PAGE = '/join';
export const SET_PASSWORD_PAGE = '/setPassword';

export function joinLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${JOIN_PAGE}/${token}`;
}
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${SET_PASSWORD_PAGE}/${token}`;
}

/** How long a link stays usable, chosen when it is made. */
export const JOIN_LINK_EXPIRY_DAYS = [1, 7, 30] as const;
export type JoinLinkExpiryDays = (typeof JOIN_LINK_EXPIRY_DAYS)[number];
export const DEFAULT_JOIN_LINK_EXPIRY_DAYS: JoinLinkExpiryDays = 7;
/** A multi-use link admits at most this many people; 1 is a single-use link. */
export const JOIN_LINK_MAX_USES_LIMIT = 500;
/** A set-password link the administrator hands over works once, within this many hours. */
export const PASSWORD_LINK_TTL_HOURS = 72;
/** A token in a link: 256 random bits in base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A user name people choose (not a phone: those are registered by code, and a name that looks like one would
 * take the number from its holder): a letter, then 2-29 letters, digits, '.', '_' or '-'.
 */
export const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{2,29}$/;

/** What someone typed as the name they sign in with: an e-mail address, a user name, or neither. */
export function accountNameKind(value: string): 'email' | 'userName' | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return isEmail(trimmed) ? 'email' : null;
  return USER_NAME_PATTERN.test(trimmed) ? 'userName' : null;
}

export type JoinLinkState = 'live' | 'expired' | 'usedUp' | 'revoked';

/** Revoked wins over used up, which wins over expired: the most deliberate reason is the one told. */
export function joinLinkState(
  link: { expireTime: string; maxUses: number; useCount: number; revokeTime: string | null },
  now: Date,
): JoinLinkState {
  if (link.revokeTime !== null) return 'revoked';
  if (link.useCount >= link.maxUses) return 'usedUp';
  if (Date.parse(link.expireTime) <= now.getTime()) return 'expired';
  return 'live';
}

/** One invitation link as its makers see it; the address itself is shown only once, when it is made. */
export interface JoinLink {
  linkId: number;
  /** Null: the link makes an account and joins no project (platform administrator only). */
  projectId: number | null;
  projectName: string | null;
  /** Set: only this address may register with the link. */
  email: string | null;
  maxUses: number;
  useCount: number;
  expireTime: string;
  createTime: string;
  creatorName: string;
  state: JoinLinkState;
}

export interface CreatedJoinLink extends JoinLink {
  url: string;
}

/** What /join/:token shows before anyone registers or accepts. */
export interface JoinLinkPreview {
  state: JoinLinkState;
  inviterName: string;
  projectName: string | null;
  email: string | null;
  expireTime: string;
}

/** After registering or accepting: the project joined (null: none), and a session for a new account. */
export interface JoinedData {
  projectId: number | null;
  token?: string;
}

export interface PasswordLinkData {
  url: string;
  expireTime: string;
}

/** An account the platform administrator made, with the link to hand to its holder. */
export interface CreatedAccount {
  userId: number;
  userName: string;
  passwordLink: PasswordLinkData;
}

/** How an account came to be (migration 0026): only phone accounts are asked to bind a phone. */
export const JOINED_BY = ['phone', 'link', 'email', 'admin'] as const;
export type JoinedBy = (typeof JOINED_BY)[number];

/** A row of the platform administrator's account list. */
export interface ManagedAccount {
  userId: number;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  joinedBy: JoinedBy;
  /** False until its holder set a password (a set-password link not used yet, or a code-only phone account). */
  hasPassword: boolean;
  /** Kept out by a platform administrator (issue 35). */
  disabled: boolean;
  createTime: string;
}

export type PasswordLinkState = 'live' | 'expired' | 'used';

export interface PasswordLinkPreview {
  state: PasswordLinkState;
  userName: string;
  nickName: string;
}

/** The scenes an e-mail code serves a visitor in. */
export const EMAIL_CODE_SCENES = ['register', 'resetPwd'] as const;
export type EmailCodeScene = (typeof EMAIL_CODE_SCENES)[number];

/** ann.lee@example.com -> ann.lee: a first nick name that does not show the whole address to colleagues. */
export function nickNameOfEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.slice(0, 30) || email.slice(0, 30);
}
