import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_KEYWORD_MAX } from './adminApi';

/** GET ADMIN_PATHS.auditLog: paging, words, and one action or none. */
export const auditLogQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(5).max(100).default(20),
  keyword: z.string().trim().max(AUDIT_KEYWORD_MAX).default(''),
  action: z.enum(AUDIT_ACTIONS).optional(),
});
/** The search as the server reads it, defaults filled in. */
export type AuditLogFilter = z.output<typeof auditLogQuery>;
