import {
  AnnouncementStatus,
  type Locale,
  type NoticeDetail,
  type NoticeItem,
  NoticeType,
  type NotificationKind,
  type PageQuery,
  UNREAD_LIST_MAX,
  type UnreadCount,
  pageOffset,
} from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { richTextToPlain } from '../issues/richText';
import { invitationWords } from '../memberInvitations/myInvitations';
import { messageWords } from './messageWords';

type Db = Kysely<Database>;

/** What the list shows of an announcement's body: its text, shortened. */
const PREVIEW_CHARS = 200;

/**
 * One time line of the caller's announcements and messages, newest first: the two tables are unioned
 * on (type, id, time, read) only, so a page is chosen in one query and then its rows are read in full.
 */
function timeline(db: Db, userId: number) {
  const announcements = db
    .selectFrom('announcements as a')
    .leftJoin('announcement_reads as r', (join) =>
      join.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', userId),
    )
    .where('a.status', '=', AnnouncementStatus.published)
    .select([
      sql<number>`${sql.lit(NoticeType.announcement)}`.as('notice_type'),
      'a.id as notice_id',
      sql<string>`coalesce(a.publish_time, a.create_time)`.as('create_time'),
      sql<number>`case when r.user_id is null then 0 else 1 end`.as('is_read'),
    ]);
  const messages = db
    .selectFrom('user_messages as m')
    .where('m.user_id', '=', userId)
    .select([
      sql<number>`${sql.lit(NoticeType.message)}`.as('notice_type'),
      'm.id as notice_id',
      'm.create_time',
      'm.is_read',
    ]);
  return { announcements, messages, both: announcements.unionAll(messages) };
}

interface Entry {
  notice_type: number;
  notice_id: number;
}

async function present(db: Db, locale: Locale, userId: number, entries: readonly Entry[]): Promise<NoticeDetail[]> {
  const announcementIds = entries
    .filter((entry) => entry.notice_type === NoticeType.announcement)
    .map((e) => e.notice_id);
  const messageIds = entries.filter((entry) => entry.notice_type === NoticeType.message).map((e) => e.notice_id);
  const announcements = announcementIds.length
    ? await db
        .selectFrom('announcements as a')
        .leftJoin('announcement_reads as r', (join) =>
          join.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', userId),
        )
        .select(['a.id', 'a.title', 'a.content', 'a.publish_time', 'a.create_time', 'r.user_id as reader'])
        .where('a.id', 'in', announcementIds)
        .execute()
    : [];
  const messages = messageIds.length
    ? await db
        .selectFrom('user_messages as m')
        .leftJoin('projects as p', 'p.id', 'm.project_id')
        .leftJoin('users as o', 'o.id', 'm.operator_id')
        .select([
          'm.id',
          'm.kind',
          'm.project_id',
          'm.question_id',
          'm.question_number',
          'm.question_title',
          'm.invitation_id',
          'm.work_order_id',
          'm.is_read',
          'm.create_time',
          'p.name as project_name',
          'o.nick_name as operator_name',
        ])
        .where('m.id', 'in', messageIds)
        .where('m.user_id', '=', userId)
        .execute()
    : [];
  const invited = await invitationWords(
    db,
    locale,
    messages.flatMap((row) => (row.invitation_id === null ? [] : [row.invitation_id])),
  );
  const byKey = new Map<string, NoticeDetail>();
  for (const row of announcements) {
    const text = richTextToPlain(row.content);
    byKey.set(`1:${row.id}`, {
      noticeId: row.id,
      noticeType: NoticeType.announcement,
      noticeTitle: row.title,
      noticeContent: text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text,
      createTime: row.publish_time ?? row.create_time,
      isRead: row.reader !== null,
      kind: null,
      projectId: null,
      projectName: null,
      questionId: null,
      invitationId: null,
      workOrderId: null,
      body: row.content,
      operatorName: null,
    });
  }
  for (const row of messages) {
    const words =
      (row.invitation_id === null ? undefined : invited.get(row.invitation_id)) ?? messageWords(locale, row);
    byKey.set(`2:${row.id}`, {
      noticeId: row.id,
      noticeType: NoticeType.message,
      noticeTitle: words.title,
      noticeContent: words.text,
      createTime: row.create_time,
      isRead: row.is_read === 1,
      kind: row.kind as NotificationKind,
      projectId: row.project_id,
      projectName: row.project_name,
      questionId: row.question_id,
      invitationId: row.invitation_id,
      workOrderId: row.work_order_id,
      body: words.text,
      operatorName: row.operator_name,
    });
  }
  return entries.flatMap((entry) => byKey.get(`${entry.notice_type}:${entry.notice_id}`) ?? []);
}

const itemOf = ({ body: _body, operatorName: _operator, ...item }: NoticeDetail): NoticeItem => item;

/** GET notice/getList: one page of announcements, messages or both. */
export async function listNotices(
  db: Db,
  options: { userId: number; locale: Locale; page: PageQuery; noticeType?: number | undefined },
): Promise<{ rows: NoticeItem[]; total: number }> {
  const parts = timeline(db, options.userId);
  const source =
    options.noticeType === NoticeType.announcement
      ? parts.announcements
      : options.noticeType === NoticeType.message
        ? parts.messages
        : parts.both;
  const counted = await db
    .selectFrom(source.as('n'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom(source.as('n'))
    .select(['n.notice_type', 'n.notice_id'])
    .orderBy('n.create_time', 'desc')
    .orderBy('n.notice_type', 'desc')
    .orderBy('n.notice_id', 'desc')
    .limit(options.page.pageSize)
    .offset(pageOffset(options.page))
    .execute();
  const rows = await present(db, options.locale, options.userId, entries);
  return { rows: rows.map(itemOf), total: Number(counted.count) };
}

/** GET notice/unReadList: the newest unread of both kinds. */
export async function unreadList(db: Db, options: { userId: number; locale: Locale }): Promise<NoticeItem[]> {
  const entries = await db
    .selectFrom(timeline(db, options.userId).both.as('n'))
    .select(['n.notice_type', 'n.notice_id'])
    .where('n.is_read', '=', 0)
    .orderBy('n.create_time', 'desc')
    .orderBy('n.notice_type', 'desc')
    .orderBy('n.notice_id', 'desc')
    .limit(UNREAD_LIST_MAX)
    .execute();
  return (await present(db, options.locale, options.userId, entries)).map(itemOf);
}

/** GET notice/getUnreadCount. */
export async function unreadCount(db: Db, userId: number): Promise<UnreadCount> {
  const [rows, workOrders] = await Promise.all([
    db
      .selectFrom(timeline(db, userId).both.as('n'))
      .select(['n.notice_type', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('n.is_read', '=', 0)
      .groupBy('n.notice_type')
      .execute(),
    db
      .selectFrom('user_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .where('work_order_id', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  const countOf = (type: number) => Number(rows.find((row) => Number(row.notice_type) === type)?.count ?? 0);
  const announcements = countOf(NoticeType.announcement);
  const messages = countOf(NoticeType.message);
  return { total: announcements + messages, announcements, messages, workOrders: Number(workOrders.count) };
}

/** POST notice/updateMessageRead {type}: 1 every announcement, 2 every message, 0 both. */
export async function markAllRead(db: Db, options: { userId: number; type: number; now: Date }): Promise<UnreadCount> {
  const { userId } = options;
  if (options.type !== NoticeType.message) {
    await db
      .insertInto('announcement_reads')
      .columns(['announcement_id', 'user_id', 'read_time'])
      .expression((eb) =>
        eb
          .selectFrom('announcements as a')
          .select(['a.id', eb.val(userId).as('user_id'), eb.val(options.now.toISOString()).as('read_time')])
          .where('a.status', '=', AnnouncementStatus.published)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('announcement_reads as r')
                  .select('r.user_id')
                  .whereRef('r.announcement_id', '=', 'a.id')
                  .where('r.user_id', '=', userId),
              ),
            ),
          ),
      )
      .execute();
  }
  if (options.type !== NoticeType.announcement) {
    await db
      .updateTable('user_messages')
      .set({ is_read: 1 })
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .execute();
  }
  return unreadCount(db, userId);
}

/** GET message/{id}: one of the caller's messages, now read; anyone else's id is 404. */
export async function readMessage(
  db: Db,
  options: { userId: number; messageId: number; locale: Locale },
): Promise<NoticeDetail> {
  const updated = await db
    .updateTable('user_messages')
    .set({ is_read: 1 })
    .where('id', '=', options.messageId)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw notFound();
  const [detail] = await present(db, options.locale, options.userId, [
    { notice_type: NoticeType.message, notice_id: options.messageId },
  ]);
  if (!detail) throw notFound();
  return detail;
}

/** Marks an announcement read for one reader; reading it twice changes nothing. */
export async function markAnnouncementRead(db: Db, options: { userId: number; announcementId: number; now: Date }) {
  await db
    .insertInto('announcement_reads')
    .values({ announcement_id: options.announcementId, user_id: options.userId, read_time: options.now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'announcement_id']).doNothing())
    .execute();
}

/** GET notice/{id}: a published announcement, now read by the caller; GET getNewLog: the latest, unmarked. */
export async function readAnnouncement(
  db: Db,
  options: { userId: number; announcementId?: number; locale: Locale; now: Date; markRead: boolean },
): Promise<NoticeDetail | null> {
  let query = db
    .selectFrom('announcements')
    .select('id')
    .where('status', '=', AnnouncementStatus.published)
    .orderBy('publish_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  if (options.announcementId !== undefined) query = query.where('id', '=', options.announcementId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  if (options.markRead)
    await markAnnouncementRead(db, { userId: options.userId, announcementId: row.id, now: options.now });
  const [detail] = await present(db, options.locale, options.userId, [
    { notice_type: NoticeType.announcement, notice_id: row.id },
  ]);
  return detail ?? null;
}
