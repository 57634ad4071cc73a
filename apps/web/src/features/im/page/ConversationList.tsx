import { ProjectOutlined, TeamOutlined } from '@ant-design/icons';
import { type ImConversation, imPresenceState } from '@questline/contract';
import { Avatar, Badge, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/UserAvatar';
import { PresenceDot } from './PresenceDot';
import { usePresenceClock } from './usePresenceClock';
import { useChat } from './useChat';
import { formatRecent } from '../../../ui/format';

function ConversationAvatar({ conversation }: { conversation: ImConversation }) {
  if (conversation.peer)
    return <UserAvatar avatar={conversation.peer.avatar} nickName={conversation.peer.nickName} size={40} />;
  return (
    <Avatar
      size={40}
      icon={conversation.kind === 'project' ? <ProjectOutlined aria-hidden /> : <TeamOutlined aria-hidden />}
      style={{ background: conversation.kind === 'project' ? '#3452d6' : '#6b4fbb', flex: 'none' }}
    />
  );
}

/** The person's conversations, newest activity first, each with its last message and what is unread. */
export function ConversationList({
  selectedId,
  onOpen,
}: {
  selectedId: number | null;
  onOpen: (conversationId: number) => void;
}) {
  const { t } = useTranslation('im');
  const conversations = useChat((state) => state.conversations);
  const presence = useChat((state) => state.presence);
  const now = usePresenceClock();
  if (conversations === null) return <Skeleton active avatar paragraph={{ rows: 1 }} className="im-list-loading" />;
  if (conversations.length === 0) return <p className="im-list-empty">{t('list.empty')}</p>;
  return (
    <ul className="im-list" aria-label={t('list.label')}>
      {conversations.map((conversation) => {
        const last = conversation.lastMessage;
        const preview = !last
          ? t('list.noMessages')
          : last.deleted
            ? t('message.deleted')
            : `${last.senderName}: ${last.text || t('list.files', { count: last.files })}`;
        const state = conversation.peer ? imPresenceState(presence[conversation.peer.userId] ?? null, now) : null;
        const selected = conversation.conversationId === selectedId;
        return (
          <li key={conversation.conversationId}>
            <button
              type="button"
              className={`im-list-item${selected ? ' im-selected' : ''}`}
              aria-current={selected ? 'true' : undefined}
              aria-label={
                conversation.unread > 0
                  ? t('list.itemUnread', { name: conversation.name, count: conversation.unread })
                  : conversation.name
              }
              onClick={() => onOpen(conversation.conversationId)}
              data-testid="im-conversation"
              data-unread={conversation.unread}
            >
              <span className="im-list-avatar">
                <ConversationAvatar conversation={conversation} />
                {state && <PresenceDot state={state} />}
              </span>
              <span className="im-list-text">
                <span className="im-list-line">
                  <span className="im-list-name">{conversation.name}</span>
                  <span className="im-list-time">
                    {formatRecent(last?.createTime ?? conversation.activeTime, 'monthDay')}
                  </span>
                </span>
                <span className="im-list-line">
                  <span className="im-list-preview">{preview}</span>
                  {conversation.unread > 0 && (
                    <Badge count={conversation.unread} size="small" data-testid="im-unread" aria-hidden />
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
