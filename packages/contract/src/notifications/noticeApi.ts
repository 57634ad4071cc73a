import type { Locale } from '../locale';
import { productPath } from '../transport';

/**
 * Issue 11: announcements and personal messages (spec points 3 "Notice", 7 "Notices"). noticeType 1 is
 * an announcement that platform administrators publish to everyone; 2 is a personal message written for
 * the person when work comes to them (the same events as the socket notification), so nothing is missed
 * while offline. Announcements and messages are numbered separately: `notice/{id}` reads an
 * announcement, `message/{id}` a message; the list's `noticeType` says which to call.
 */

export const NOTICE_PATHS = {
  /** GET ?pageNum&pageSize&noticeType: answers `rows` of NoticeItem and `total`, newest first. */
  list: productPath('notice/getList'),
  /** GET: answers `data` = UnreadCount. */
  unreadCount: productPath('notice/getUnreadCount'),
  /** GET: answers `data` = the latest published announcement (NoticeDetail, with its read mark) or null; does not mark it read. */
  newLog: productPath('notice/getNewLog'),
  /** GET: answers `rows` of the caller's unread NoticeItem (at most UNREAD_LIST_MAX), newest first. */
  unreadList: productPath('notice/unReadList'),
  /** POST {type}: marks every notice of the type read; answers `data` = UnreadCount. */
  markRead: productPath('notice/updateMessageRead'),
} as const;

/** GET: one announcement (marks it read for the caller); an unpublished or unknown id answers 404. */
export function noticePath(noticeId: number): string {
  return productPath(`notice/${noticeId}`);
}
/** GET: one of the caller's messages (marks it read); another person's id answers 404. */
export function messagePath(messageId: number): string {
  return productPath(`message/${messageId}`);
}

export const NoticeType = { announcement: 1, message: 2 } as const;
export type NoticeType = (typeof NoticeType)[keyof typeof NoticeType];
export const NOTICE_TYPE_LABELS: Record<Locale, Record<NoticeType, string>> = {
  zh: { 1: '公告', 2: '消息' },
  en: { 1: 'Announcement', 2: 'Message' },
};
export const UNREAD_LIST_MAX = 50;

/**
 * Why a personal message was written: the reason of the socket notification too. `invited`: someone invited
 * the person to a project, team or knowledge base by phone (ADR 0099); it names no issue. The `workOrder*` kinds
 * (issue 31, ADR 0113) name a work order: a new one for support staff, a reply, a change of status.
 */
export const NOTIFICATION_KINDS = [
  'assigned',
  'cc',
  'verify',
  'reverify',
  'mentioned',
  'invited',
  'workOrderNew',
  'workOrderReply',
  'workOrderStatus',
] as const;
export const WORK_ORDER_NOTIFICATION_KINDS = ['workOrderNew', 'workOrderReply', 'workOrderStatus'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A row of the notice list and of unReadList. Announcements leave the issue fields null. */
export interface NoticeItem {
  /** The announcement's or the message's id, by noticeType. */
  noticeId: number;
  noticeType: NoticeType;
  /** Localised: the announcement's title, or the kind's title ("An issue was assigned to you"). */
  noticeTitle: string;
  /** Plain text: the announcement's text, or "#12 Login button does nothing". */
  noticeContent: string;
  createTime: string;
  isRead: boolean;
  kind: NotificationKind | null;
  projectId: number | null;
  projectName: string | null;
  questionId: number | null;
  /** An `invited` message's invitation, answered at /user/message?tab=invitations; null otherwise. */
  invitationId: number | null;
  /** A `workOrder*` message's work order, opened at /woprocess?id=; null otherwise. */
  workOrderId: number | null;
}

/** notice/{id}, getNewLog and message/{id}: an item with its rich-text body (sanitised on write). */
export interface NoticeDetail extends NoticeItem {
  /** Sanitised HTML for announcements; for messages the same plain text as noticeContent. */
  body: string;
  /** Who caused a message (the operator), null for announcements. */
  operatorName: string | null;
}

/** getUnreadCount. The user menu shows a dot while `total` > 0. */
export interface UnreadCount {
  total: number;
  announcements: number;
  messages: number;
  /** Of `messages`, those about work orders (issue 31): the user menu's work-order entry counts them. */
  workOrders: number;
}

/* Administration of announcements (platform administrators, DESIGN.md "/admin/..."). */

export const ANNOUNCEMENT_PATHS = {
  /** GET ?pageNum&pageSize: answers `rows` of Announcement (every status) and `total`. */
  list: productPath('admin/announcement/list'),
  /** POST AnnouncementBody: answers `data` = Announcement (a draft). */
  add: productPath('admin/announcement/add'),
  /** PUT EditAnnouncementBody: answers `data` = Announcement. */
  edit: productPath('admin/announcement/edit'),
  /** POST {announcementId}: answers `data` = Announcement, now published and shown to everyone. */
  publish: productPath('admin/announcement/publish'),
  /** POST {announcementId}: answers `data` = Announcement, hidden again from readers. */
  withdraw: productPath('admin/announcement/withdraw'),
  /** POST {announcementId}: deletes it. */
  remove: productPath('admin/announcement/remove'),
} as const;

export const ANNOUNCEMENT_TITLE_MAX_BYTES = 150;
export const ANNOUNCEMENT_BODY_MAX = 20_000;
export const AnnouncementStatus = { draft: 0, published: 1, withdrawn: 2 } as const;
export type AnnouncementStatus = (typeof AnnouncementStatus)[keyof typeof AnnouncementStatus];
export const ANNOUNCEMENT_STATUS_LABELS: Record<Locale, Record<AnnouncementStatus, string>> = {
  zh: { 0: '草稿', 1: '已发布', 2: '已撤回' },
  en: { 0: 'Draft', 1: 'Published', 2: 'Withdrawn' },
};

export interface Announcement {
  announcementId: number;
  noticeTitle: string;
  noticeContent: string;
  status: AnnouncementStatus;
  /** Set when first published; republishing after a withdrawal keeps it and readers' read marks. */
  publishTime: string | null;
  createTime: string;
  updateTime: string;
  /** How many people have read it. */
  readCount: number;
}
