import { NoticeType } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { markRead } from '../../api/notices';
import { useWrite } from '../../ui/useWrite';
import { InvitationList } from './InvitationList';
import { NoticeTable } from './NoticeTable';
import { noticeKeys, useMyInvitations, useUnreadCount } from './queries';

const TAB_KEYS = { announcements: NoticeType.announcement, messages: NoticeType.message } as const;
type NoticeTab = keyof typeof TAB_KEYS;
type TabKey = NoticeTab | 'invitations';

function isTab(value: string | null): value is TabKey {
  return value === 'announcements' || value === 'messages' || value === 'invitations';
}

/**
 * Route "message" (spec point 2, /user/message): announcements and personal messages, each with
 * mark-all-read, and the invitations waiting to be accepted or declined (ADR 0099).
 */
export default function MessagePage() {
  const { t } = useTranslation('notices');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = isTab(params.get('tab')) ? (params.get('tab') as TabKey) : 'announcements';
  const unread = useUnreadCount().data;
  const invitations = useMyInvitations().data;
  const counts: Record<TabKey, number> = {
    announcements: unread?.announcements ?? 0,
    messages: unread?.messages ?? 0,
    invitations: invitations?.length ?? 0,
  };

  // The answer is the new unread count, written into the cache before the notices are read again.
  const markAll = useWrite({
    write: (noticeTab: NoticeTab) => markRead(TAB_KEYS[noticeTab]),
    onSuccess: async (answer) => {
      client.setQueryData(noticeKeys.unread, answer.data);
      await client.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });

  const label = (key: TabKey) => (
    <Badge count={counts[key]} size="small" offset={[10, -2]}>
      <span>{t(`tabs.${key}`)}</span>
    </Badge>
  );

  return (
    <Card>
      {/* Beside the tabs, not in their bar: a tab list may hold only tabs (axe aria-required-children). */}
      {tab !== 'invitations' && (
        <Flex justify="flex-end">
          <Button onClick={() => markAll.mutate(tab)} loading={markAll.isPending} disabled={counts[tab] === 0}>
            {t('markAllRead')}
          </Button>
        </Flex>
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'announcements' ? {} : { tab: key }, { replace: true })}
        items={[
          ...(['announcements', 'messages'] as const).map((key) => ({
            key,
            label: label(key),
            children: <NoticeTable noticeType={TAB_KEYS[key]} />,
          })),
          { key: 'invitations', label: label('invitations'), children: <InvitationList /> },
        ]}
      />
    </Card>
  );
}
