import { type NoticeListQuery, POLL_INTERVAL_MS } from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMyInvitations } from '../../api/invitations';
import { getNewLog, getNotices, getUnreadCount } from '../../api/notices';

/** Query keys of the notices domain; invalidating `all` refreshes the unread dot and the lists. */
export const noticeKeys = {
  all: ['notices'] as const,
  unread: ['notices', 'unread'] as const,
  list: (query: NoticeListQuery) => ['notices', 'list', query] as const,
  /** Outside `all` on purpose: the dialog belongs to the start, so refreshing notices never reopens it. */
  newLog: ['noticeAtStart'] as const,
  detail: (noticeType: number, noticeId: number) => ['notices', 'detail', noticeType, noticeId] as const,
  invitations: ['notices', 'invitations'] as const,
};

/** The user menu's dot (spec point 4: shown according to server state), polled with the to-dos. */
export function useUnreadCount() {
  return useQuery({
    queryKey: noticeKeys.unread,
    queryFn: async () => (await getUnreadCount()).data,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The invitations waiting for the person (ADR 0099), polled like the unread count. */
export function useMyInvitations() {
  return useQuery({
    queryKey: noticeKeys.invitations,
    queryFn: async () => (await getMyInvitations()).data,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useNotices(query: NoticeListQuery) {
  return useQuery({
    queryKey: noticeKeys.list(query),
    queryFn: () => getNotices(query),
    placeholderData: keepPreviousData,
  });
}

/** The latest announcement, read once at start-up (spec point 2 "Layout pieces after login"). */
export function useNewLog() {
  return useQuery({ queryKey: noticeKeys.newLog, queryFn: async () => (await getNewLog()).data, staleTime: Infinity });
}
