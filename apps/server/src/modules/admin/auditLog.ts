import type { AuditAction, AuditEntry, AuditLogFilter, AuditTargetType } from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import { type Kysely, type Transaction, sql } from 'kysely';
import { containsPattern } from '../../db/containsText';
import type { Database } from '../../db/schema';
import { callerOf } from '../../http/access';

/** Who acts in the administration area, and from which address (request.ip: TRUST_PROXY decides whose it is). */
export interface AuditActor {
  actorId: number;
  ip: string;
}

export function auditActor(request: FastifyRequest): AuditActor {
  return { actorId: callerOf(request).userId, ip: request.ip };
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | string;
  targetLabel: string;
  before: unknown;
  after: unknown;
  now: Date;
}

const asJson = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * Writes one audit line (issue 35) inside the transaction of the change it records, so that either both are kept or
 * neither is: the type asks for a transaction for that reason. The actor's name is copied in, so the line still
 * reads rightly after a rename.
 */
export async function recordAudit(trx: Transaction<Database>, record: AuditRecord): Promise<void> {
  const actor = await trx
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', record.actor.actorId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: record.actor.actorId,
      actor_name: actor.user_name,
      action: record.action,
      target_type: record.targetType,
      target_id: String(record.targetId),
      target_label: record.targetLabel,
      before_json: asJson(record.before),
      after_json: asJson(record.after),
      ip: record.actor.ip,
      create_time: record.now.toISOString(),
    })
    .execute();
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** GET ADMIN_PATHS.auditLog: newest first, found by the actor's or target's name or the action's key. */
export async function listAudit(
  db: Kysely<Database>,
  query: AuditLogFilter,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const pattern = containsPattern(query.keyword);
  let matching = db.selectFrom('audit_log');
  if (query.action) matching = matching.where('action', '=', query.action);
  // No keyword condition at all without a keyword: SQLite cannot bind a boolean.
  if (query.keyword !== '') {
    matching = matching.where((eb) =>
      eb.or(
        (['actor_name', 'target_label', 'target_id'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const { total } = await matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await matching
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      auditId: row.id,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action as AuditAction,
      targetType: row.target_type as AuditTargetType,
      targetId: row.target_id,
      targetLabel: row.target_label,
      before: parsed(row.before_json),
      after: parsed(row.after_json),
      ip: row.ip,
      createTime: row.create_time,
    })),
  };
}
