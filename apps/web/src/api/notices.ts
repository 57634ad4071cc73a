import {
  ANNOUNCEMENT_PATHS,
  type Announcement,
  type AnnouncementBody,
  type ApiOk,
  type ApiPage,
  type EditAnnouncementBody,
  type NoticeDetail,
  type NoticeItem,
  type NoticeListQuery,
  NOTICE_PATHS,
  type UnreadCount,
  messagePath,
  noticePath,
  type PageQuery,
} from '@questline/contract';
import { get, post, put } from './client';

/** Issue 11: announcements and personal messages (spec point 7 "Notices"). */

export function getNotices(query: NoticeListQuery): Promise<ApiPage<NoticeItem>> {
  return get<ApiPage<NoticeItem>>(NOTICE_PATHS.list, query);
}

export function getUnreadCount(): Promise<ApiOk<UnreadCount>> {
  return get<ApiOk<UnreadCount>>(NOTICE_PATHS.unreadCount);
}

/** The latest published announcement, or null. */
export function getNewLog(): Promise<ApiOk<NoticeDetail | null>> {
  return get<ApiOk<NoticeDetail | null>>(NOTICE_PATHS.newLog);
}

export function getUnreadList(): Promise<ApiPage<NoticeItem>> {
  return get<ApiPage<NoticeItem>>(NOTICE_PATHS.unreadList);
}

/** 1 every announcement, 2 every message, 0 both. */
export function markRead(type: 0 | 1 | 2): Promise<ApiOk<UnreadCount>> {
  return post<ApiOk<UnreadCount>>(NOTICE_PATHS.markRead, { type });
}

/** One announcement; reading it marks it read. */
export function getAnnouncementNotice(noticeId: number): Promise<ApiOk<NoticeDetail>> {
  return get<ApiOk<NoticeDetail>>(noticePath(noticeId));
}

/** One of the caller's messages; reading it marks it read. */
export function getMessage(messageId: number): Promise<ApiOk<NoticeDetail>> {
  return get<ApiOk<NoticeDetail>>(messagePath(messageId));
}

/* Administration of announcements (platform administrators). */

export function getAnnouncements(page: PageQuery): Promise<ApiPage<Announcement>> {
  return get<ApiPage<Announcement>>(ANNOUNCEMENT_PATHS.list, page);
}

export function addAnnouncement(body: AnnouncementBody): Promise<ApiOk<Announcement>> {
  return post<ApiOk<Announcement>>(ANNOUNCEMENT_PATHS.add, body);
}

export function editAnnouncement(body: EditAnnouncementBody): Promise<ApiOk<Announcement>> {
  return put<ApiOk<Announcement>>(ANNOUNCEMENT_PATHS.edit, body);
}

export function publishAnnouncement(announcementId: number): Promise<ApiOk<Announcement>> {
  return post<ApiOk<Announcement>>(ANNOUNCEMENT_PATHS.publish, { announcementId });
}

export function withdrawAnnouncement(announcementId: number): Promise<ApiOk<Announcement>> {
  return post<ApiOk<Announcement>>(ANNOUNCEMENT_PATHS.withdraw, { announcementId });
}

export function removeAnnouncement(announcementId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(ANNOUNCEMENT_PATHS.remove, { announcementId });
}
