import { z } from 'zod';
import { recordId } from '../recordId';
import { PLANS } from '../plans';
import {
  PLATFORM_STAFF_ROLES,
  AUDIT_ACTIONS,
  AUDIT_KEYWORD_MAX,
  PLAN_REASON_MAX,
  SETTINGS_ADDRESS_PATTERN,
  SETTINGS_DOWNLOADS_MAX,
  SETTINGS_QR_CODES_MAX,
  SETTINGS_URL_MAX,
} from './adminApi';

/** GET ADMIN_PATHS.auditLog: paging, words, and one action or none. */
export const auditLogQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(5).max(100).default(20),
  keyword: z.string().trim().max(AUDIT_KEYWORD_MAX).default(''),
  action: z.enum(AUDIT_ACTIONS).optional(),
});
/** The search as the server reads it, defaults filled in. */
export type AuditLogFilter = z.output<typeof auditLogQuery>;

export const adminUserQuery = z.strictObject({ userId: recordId });
export const adminUserBody = z.strictObject({ userId: recordId });
export const endUserSessionBody = z.strictObject({ userId: recordId, sessionId: recordId });

/** A plan and its end (Free has none; the service checks that a paid plan ends in the future), with a reason. */
export const changePlanBody = z.strictObject({
  userId: recordId,
  versionCode: z.union(PLANS.map((plan) => z.literal(plan.versionCode))),
  vipEndTime: z.iso.datetime().nullable(),
  reason: z.string().trim().min(1).max(PLAN_REASON_MAX),
});
export type ChangePlanBody = z.input<typeof changePlanBody>;
/** The same as the server reads it. */
export type ChangePlanFields = z.output<typeof changePlanBody>;

/** An image or file address: absolute http(s), or a path on this site. */
const address = z.string().trim().max(SETTINGS_URL_MAX).regex(SETTINGS_ADDRESS_PATTERN);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable());

/** One download entry: as PORTAL_DOWNLOADS takes it, and as the settings page saves it. */
export const downloadEntrySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  version: z.string().trim().min(1).max(40),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sizeBytes: z.number().int().min(0).nullable().default(null),
  url: optional(address).default(null),
});

/** POST ADMIN_PATHS.savePortalSettings: every field checked; bad input changes nothing. */
export const portalSettingsBody = z.strictObject({
  groupQrCodes: z.array(address).max(SETTINGS_QR_CODES_MAX),
  contactEmail: optional(z.email().max(254)),
  contactPhone: optional(z.string().trim().min(1).max(40)),
  supportImage: optional(address),
  downloads: z.array(downloadEntrySchema).max(SETTINGS_DOWNLOADS_MAX),
});
export type PortalSettingsBody = z.input<typeof portalSettingsBody>;

/** An address handed to the web app: absolute http(s) or a path on this site; '' where the service is not offered. */
const serviceAddress = z.union([z.literal(''), address]).default('');

/** POST ADMIN_PATHS.saveAddressSettings: the five addresses of spec point 3, each checked. */
export const serviceAddressesBody = z.strictObject({
  postApi: serviceAddress,
  netDisk: serviceAddress,
  netShare: serviceAddress,
  aiChat: serviceAddress,
  imageService: serviceAddress,
});
export type ServiceAddressesBody = z.input<typeof serviceAddressesBody>;

/** POST ADMIN_PATHS.grantRole: an account by its user name or phone, and the role. */
export const grantRoleBody = z.strictObject({
  account: z.string().trim().min(1).max(100),
  role: z.enum(PLATFORM_STAFF_ROLES),
});
export type GrantRoleBody = z.input<typeof grantRoleBody>;
export const revokeRoleBody = z.strictObject({ userId: recordId, role: z.enum(PLATFORM_STAFF_ROLES) });
