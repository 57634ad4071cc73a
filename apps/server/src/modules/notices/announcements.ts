import {
  type Announcement,
  AnnouncementStatus,
  type PageQuery,
  type announcementBody,
  pageOffset,
} from '@questline/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { AnnouncementTable } from '../../db/noticeSchema';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { isBlankRichText, sanitizeRichText } from '../issues/richText';
import type { AuditActor } from '../admin/auditLog';
import { auditedAnnouncementChange } from './announcementAudit';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Issue 11: announcements (noticeType 1) written by platform administrators. A draft is seen by nobody;
 * publishing shows it to everyone (and it pops up once at their next start while it is the latest);
 * withdrawing hides it again. The body is sanitised like issue text.
 */
async function present(db: Db, row: Selectable<AnnouncementTable>): Promise<Announcement> {
  const reads = await db
    .selectFrom('announcement_reads')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('announcement_id', '=', row.id)
    .executeTakeFirstOrThrow();
  return {
    announcementId: row.id,
    noticeTitle: row.title,
    noticeContent: row.content,
    status: row.status as AnnouncementStatus,
    publishTime: row.publish_time,
    createTime: row.create_time,
    updateTime: row.update_time,
    readCount: Number(reads.count),
  };
}

async function find(db: Db, announcementId: number): Promise<Selectable<AnnouncementTable>> {
  const row = await db.selectFrom('announcements').selectAll().where('id', '=', announcementId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

function content(body: z.infer<typeof announcementBody>) {
  const html = sanitizeRichText(body.noticeContent);
  if (isBlankRichText(html)) throw failure('announcementEmpty');
  return { title: body.noticeTitle, content: html };
}

/**
 * A published announcement, or undefined for a draft, a withdrawn one or an id never used: what every reader may see
 * (`notice/{id}` in inbox.ts answers the same set), for the public detail page (ADR 0120).
 */
export async function findPublishedAnnouncement(
  db: Db,
  announcementId: number,
): Promise<Selectable<AnnouncementTable> | undefined> {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', announcementId)
    .where('status', '=', AnnouncementStatus.published)
    .executeTakeFirst();
}

export async function listAnnouncements(db: Db, page: PageQuery): Promise<{ rows: Announcement[]; total: number }> {
  const counted = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(pageOffset(page))
    .execute();
  const presented: Announcement[] = [];
  for (const row of rows) presented.push(await present(db, row));
  return { rows: presented, total: Number(counted.count) };
}

export async function addAnnouncement(
  db: Kysely<Database>,
  options: { body: z.infer<typeof announcementBody>; actor: AuditActor; now: Date },
): Promise<Announcement> {
  const time = options.now.toISOString();
  const values = { ...content(options.body), create_by: options.actor.actorId, create_time: time, update_time: time };
  const row = await auditedAnnouncementChange(
    db,
    { actor: options.actor, action: 'announcementCreate', announcementId: null, now: options.now },
    (trx) => trx.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow(),
  );
  return present(db, row);
}

export async function editAnnouncement(
  db: Kysely<Database>,
  options: { announcementId: number; body: z.infer<typeof announcementBody>; actor: AuditActor; now: Date },
): Promise<Announcement> {
  const values = content(options.body);
  const { announcementId, actor, now } = options;
  await auditedAnnouncementChange(db, { actor, action: 'announcementEdit', announcementId, now }, async (trx) => {
    const row = await find(trx, announcementId);
    await trx
      .updateTable('announcements')
      .set({ ...values, update_time: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    return row;
  });
  return present(db, await find(db, announcementId));
}

export async function publishAnnouncement(
  db: Kysely<Database>,
  options: { announcementId: number; actor: AuditActor; now: Date },
): Promise<Announcement> {
  const { announcementId, actor, now } = options;
  await auditedAnnouncementChange(db, { actor, action: 'announcementPublish', announcementId, now }, async (trx) => {
    const row = await find(trx, announcementId);
    if (row.status === AnnouncementStatus.published) throw failure('announcementAlreadyPublished');
    const time = now.toISOString();
    await trx
      .updateTable('announcements')
      .set({ status: AnnouncementStatus.published, publish_time: row.publish_time ?? time, update_time: time })
      .where('id', '=', row.id)
      .execute();
    return row;
  });
  return present(db, await find(db, announcementId));
}

export async function withdrawAnnouncement(
  db: Kysely<Database>,
  options: { announcementId: number; actor: AuditActor; now: Date },
): Promise<Announcement> {
  const { announcementId, actor, now } = options;
  await auditedAnnouncementChange(db, { actor, action: 'announcementWithdraw', announcementId, now }, async (trx) => {
    const row = await find(trx, announcementId);
    if (row.status !== AnnouncementStatus.published) throw failure('announcementNotPublished');
    await trx
      .updateTable('announcements')
      .set({ status: AnnouncementStatus.withdrawn, update_time: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    return row;
  });
  return present(db, await find(db, announcementId));
}

export async function removeAnnouncement(
  db: Kysely<Database>,
  options: { announcementId: number; actor: AuditActor; now: Date },
): Promise<void> {
  const { announcementId, actor, now } = options;
  await auditedAnnouncementChange(db, { actor, action: 'announcementDelete', announcementId, now }, async (trx) => {
    const row = await find(trx, announcementId);
    await trx.deleteFrom('announcements').where('id', '=', row.id).execute();
    return row;
  });
}
