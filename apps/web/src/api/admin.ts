import { ADMIN_PATHS, type ApiPage, type AuditAction, type AuditEntry } from '@questline/contract';
import { get } from './client';

/** Issue 35 (ADR 0128): the administration area's own calls. */
export function auditLog(query: {
  pageNum: number;
  pageSize: number;
  keyword: string;
  action?: AuditAction;
}): Promise<ApiPage<AuditEntry>> {
  return get<ApiPage<AuditEntry>>(ADMIN_PATHS.auditLog, query);
}
