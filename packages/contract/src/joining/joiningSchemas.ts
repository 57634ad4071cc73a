import { z } from 'zod';
import { recordId } from '../recordId';
import { NICK_NAME_MAX } from '../accountRules';
import { newPassword } from '../accountApi';
import { JOIN_LINK_EXPIRY_DAYS, JOIN_LINK_MAX_USES_LIMIT, EMAIL_CODE_SCENES } from './joiningApi';

/**
 * The bodies of the joining calls (issue 38 point 2). Names and addresses are checked by the services
 * (accountNameKind, isEmail) so that a bad one gets its own localised message, as e-mail binding does.
 */
const id = recordId;
const token = z.string().trim().min(1).max(128);
const email = z.string().trim().max(254);
const emailCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const expiresInDays = z.union(JOIN_LINK_EXPIRY_DAYS.map((days) => z.literal(days)));

export const createJoinLinkBody = z.strictObject({
  projectId: id,
  maxUses: z.number().int().min(1).max(JOIN_LINK_MAX_USES_LIMIT),
  expiresInDays,
  email: email.default(''),
});
export type CreateJoinLinkBody = z.input<typeof createJoinLinkBody>;

export const adminCreateJoinLinkBody = createJoinLinkBody.extend({ projectId: id.nullable().default(null) });
export type AdminCreateJoinLinkBody = z.input<typeof adminCreateJoinLinkBody>;

export const projectLinksQuery = z.strictObject({ projectId: id });
export const revokeJoinLinkBody = z.strictObject({ projectId: id, linkId: id });
export const adminRevokeJoinLinkBody = z.strictObject({ linkId: id });
export const linkTokenQuery = z.strictObject({ token });
export const joinLinkAcceptBody = z.strictObject({ token });

export const joinLinkRegisterBody = z.strictObject({
  token,
  nickName: z.string().trim().min(1).max(NICK_NAME_MAX),
  /** A user name or an e-mail address (accountNameKind). */
  account: z.string().trim().min(1).max(254),
  password: newPassword,
  confirmPassword: z.string(),
  agreement: z.boolean(),
});
export type JoinLinkRegisterBody = z.infer<typeof joinLinkRegisterBody>;

export const createAccountBody = z.strictObject({
  nickName: z.string().trim().min(1).max(NICK_NAME_MAX),
  userName: z.string().trim().max(30).default(''),
  email: email.default(''),
  phonenumber: z.string().trim().max(20).default(''),
});
export type CreateAccountBody = z.input<typeof createAccountBody>;

export const accountListQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(5).max(300).default(10),
  keyword: z.string().trim().max(60).default(''),
});
export const passwordLinkBody = z.strictObject({ userId: id });

export const setPasswordBody = z.strictObject({ token, password: newPassword, confirmPassword: z.string() });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

/** Missing captcha answers count as empty, so they get the captcha's own message (as phone codes do). */
export const anonymousSendEmailCodeBody = z.strictObject({
  email,
  scene: z.enum(EMAIL_CODE_SCENES),
  code: z.string().trim().max(16).default(''),
  uuid: z.string().max(64).default(''),
});
export type AnonymousSendEmailCodeBody = z.input<typeof anonymousSendEmailCodeBody>;

export const emailRegisterBody = z.strictObject({
  email,
  code: emailCode,
  password: newPassword,
  confirmPassword: z.string(),
  agreement: z.boolean(),
});
export type EmailRegisterBody = z.infer<typeof emailRegisterBody>;

export const emailResetBody = z.strictObject({
  email,
  code: emailCode,
  password: newPassword,
  confirmPassword: z.string(),
});
export type EmailResetBody = z.infer<typeof emailResetBody>;
