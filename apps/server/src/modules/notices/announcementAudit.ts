import type { AuditAction } from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AnnouncementTable } from '../../db/noticeSchema';
import type { Database } from '../../db/schema';
import { type AuditActor, recordAudit } from '../admin/auditLog';

/** What the audit log keeps of an announcement: its words and where it stands, not its read counts. */
const state = (row: Selectable<AnnouncementTable> | undefined) =>
  row ? { title: row.title, content: row.content, status: row.status, publishTime: row.publish_time } : null;

/**
 * Runs one change to an announcement in a transaction with its audit line (issue 35): the row as it was, the change,
 * the row as it became. `change` answers the announcement's id (a new one's is known only after the insert).
 */
export async function auditedAnnouncementChange<T extends { id: number }>(
  db: Kysely<Database>,
  input: { actor: AuditActor; action: AuditAction; announcementId: number | null; now: Date },
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const read = (id: number) => trx.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
    const before = input.announcementId === null ? undefined : await read(input.announcementId);
    const outcome = await change(trx);
    const after = await read(outcome.id);
    await recordAudit(trx, {
      actor: input.actor,
      action: input.action,
      targetType: 'announcement',
      targetId: outcome.id,
      targetLabel: (after ?? before)?.title ?? String(outcome.id),
      before: state(before),
      after: state(after),
      now: input.now,
    });
    return outcome;
  });
}
