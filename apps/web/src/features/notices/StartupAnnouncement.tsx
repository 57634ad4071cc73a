import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAnnouncementNotice } from '../../api/notices';
import { NoticeDialog } from './NoticeDialog';
import { noticeKeys, useNewLog } from './queries';

/**
 * Spec point 2: the announcement dialog opens at start if the latest notice is unread. Showing it reads
 * it (notice/{id} marks it read), so it pops up once, not at every start.
 */
export function StartupAnnouncement() {
  const latest = useNewLog().data;
  const client = useQueryClient();
  const [closedId, setClosedId] = useState<number | null>(null);
  const shown = latest && !latest.isRead && closedId !== latest.noticeId ? latest : null;
  const shownId = shown?.noticeId ?? null;

  useEffect(() => {
    if (shownId === null) return;
    getAnnouncementNotice(shownId).then(
      () => client.invalidateQueries({ queryKey: noticeKeys.unread }),
      () => undefined,
    );
  }, [shownId, client]);

  return <NoticeDialog notice={shown} onClose={() => setClosedId(shownId)} />;
}
