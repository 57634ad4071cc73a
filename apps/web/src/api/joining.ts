import {
  type AdminCreateJoinLinkBody,
  type AnonymousSendEmailCodeBody,
  type ApiOk,
  type ApiPage,
  type CreateAccountBody,
  type CreateJoinLinkBody,
  type CreatedAccount,
  type CreatedJoinLink,
  type EmailRegisterBody,
  type EmailResetBody,
  JOIN_PATHS,
  type JoinLink,
  type JoinLinkPreview,
  type JoinLinkRegisterBody,
  type JoinedData,
  type ManagedAccount,
  type PasswordLinkData,
  type PasswordLinkPreview,
  type SendPhoneCodeData,
  type SetPasswordBody,
  type TokenData,
} from '@questline/contract';
import { get, post } from './client';

/**
 * Issue 38 point 2 (ADR 0108): invitation links, e-mail registration and reset, accounts the platform administrator
 * makes. The visitor's calls are `authCall`: their pages show the failures (ADR 0004).
 */
const anonymous = { authCall: true, withoutToken: true } as const;

export function projectJoinLinks(projectId: number): Promise<ApiOk<JoinLink[]>> {
  return get<ApiOk<JoinLink[]>>(JOIN_PATHS.projectLinks, { projectId });
}
export function createProjectJoinLink(body: CreateJoinLinkBody): Promise<ApiOk<CreatedJoinLink>> {
  return post<ApiOk<CreatedJoinLink>>(JOIN_PATHS.createProjectLink, body);
}
export function revokeProjectJoinLink(projectId: number, linkId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(JOIN_PATHS.revokeProjectLink, { projectId, linkId });
}

export function adminJoinLinks(): Promise<ApiOk<JoinLink[]>> {
  return get<ApiOk<JoinLink[]>>(JOIN_PATHS.adminLinks);
}
export function createAdminJoinLink(body: AdminCreateJoinLinkBody): Promise<ApiOk<CreatedJoinLink>> {
  return post<ApiOk<CreatedJoinLink>>(JOIN_PATHS.adminCreateLink, body);
}
export function revokeAdminJoinLink(linkId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(JOIN_PATHS.adminRevokeLink, { linkId });
}

export function previewJoinLink(token: string): Promise<ApiOk<JoinLinkPreview>> {
  return get<ApiOk<JoinLinkPreview>>(JOIN_PATHS.preview, { token }, anonymous);
}
export function registerWithLink(body: JoinLinkRegisterBody): Promise<ApiOk<JoinedData>> {
  return post<ApiOk<JoinedData>>(JOIN_PATHS.register, body, anonymous);
}
export function acceptJoinLink(token: string): Promise<ApiOk<JoinedData>> {
  return post<ApiOk<JoinedData>>(JOIN_PATHS.accept, { token }, { authCall: true });
}

export function createAccount(body: CreateAccountBody): Promise<ApiOk<CreatedAccount>> {
  return post<ApiOk<CreatedAccount>>(JOIN_PATHS.adminCreateAccount, body);
}
export function managedAccounts(query: {
  pageNum: number;
  pageSize: number;
  keyword: string;
}): Promise<ApiPage<ManagedAccount>> {
  return get<ApiPage<ManagedAccount>>(JOIN_PATHS.adminAccounts, query);
}
export function newPasswordLink(userId: number): Promise<ApiOk<PasswordLinkData>> {
  return post<ApiOk<PasswordLinkData>>(JOIN_PATHS.adminPasswordLink, { userId });
}
export function previewPasswordLink(token: string): Promise<ApiOk<PasswordLinkPreview>> {
  return get<ApiOk<PasswordLinkPreview>>(JOIN_PATHS.passwordLinkPreview, { token }, anonymous);
}
export function setPasswordWithLink(body: SetPasswordBody): Promise<ApiOk<TokenData>> {
  return post<ApiOk<TokenData>>(JOIN_PATHS.setPassword, body, anonymous);
}

export function sendEmailCode(body: AnonymousSendEmailCodeBody): Promise<ApiOk<SendPhoneCodeData>> {
  return post<ApiOk<SendPhoneCodeData>>(JOIN_PATHS.sendEmailCode, body, anonymous);
}
export function registerByEmail(body: EmailRegisterBody): Promise<ApiOk<TokenData>> {
  return post<ApiOk<TokenData>>(JOIN_PATHS.emailRegister, body, anonymous);
}
export function resetPasswordByEmail(body: EmailResetBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(JOIN_PATHS.emailReset, body, anonymous);
}
