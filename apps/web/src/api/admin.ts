import {
  ADMIN_PATHS,
  type AdminDashboard,
  type AdminSettings,
  type AdminUserDetail,
  type ApiOk,
  type ApiPage,
  type AuditAction,
  type AuditEntry,
  type ChangePlanBody,
  type GrantRoleBody,
  type PlatformRoleHolder,
  type PlatformStaffRole,
  type PortalSettingsBody,
  type ServiceAddressesBody,
} from '@questline/contract';
import { get, post } from './client';

/** Issue 35 (ADR 0128): the administration area's own calls. */
export function auditLog(query: {
  pageNum: number;
  pageSize: number;
  keyword: string;
  action?: AuditAction;
}): Promise<ApiPage<AuditEntry>> {
  return get<ApiPage<AuditEntry>>(ADMIN_PATHS.auditLog, query);
}

export function userDetail(userId: number): Promise<ApiOk<AdminUserDetail>> {
  return get<ApiOk<AdminUserDetail>>(ADMIN_PATHS.userDetail, { userId });
}
export function setUserDisabled(userId: number, disabled: boolean): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(disabled ? ADMIN_PATHS.disableUser : ADMIN_PATHS.enableUser, { userId });
}
export function endUserSession(userId: number, sessionId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(ADMIN_PATHS.endUserSession, { userId, sessionId });
}
export function changeUserPlan(body: ChangePlanBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(ADMIN_PATHS.changeUserPlan, body);
}

export function adminSettings(): Promise<ApiOk<AdminSettings>> {
  return get<ApiOk<AdminSettings>>(ADMIN_PATHS.settings);
}
export function savePortalSettings(body: PortalSettingsBody): Promise<ApiOk<AdminSettings>> {
  return post<ApiOk<AdminSettings>>(ADMIN_PATHS.savePortalSettings, body);
}
export function saveAddressSettings(body: ServiceAddressesBody): Promise<ApiOk<AdminSettings>> {
  return post<ApiOk<AdminSettings>>(ADMIN_PATHS.saveAddressSettings, body);
}

export function adminDashboard(): Promise<ApiOk<AdminDashboard>> {
  return get<ApiOk<AdminDashboard>>(ADMIN_PATHS.dashboard);
}

export function platformRoles(): Promise<ApiOk<PlatformRoleHolder[]>> {
  return get<ApiOk<PlatformRoleHolder[]>>(ADMIN_PATHS.roles);
}
export function grantRole(body: GrantRoleBody): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(ADMIN_PATHS.grantRole, body);
}
export function revokeRole(userId: number, role: PlatformStaffRole): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(ADMIN_PATHS.revokeRole, { userId, role });
}
