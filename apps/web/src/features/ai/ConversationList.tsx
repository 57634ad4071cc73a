import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AI_CONVERSATION_TITLE_MAX, type AiConversationRow } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getConversations, removeConversation, renameConversation } from '../../api/ai';
import { NameDialog } from '../../ui/NameDialog';
import { useWrite } from '../../ui/useWrite';
import { aiKeys } from './aiKeys';

function RenameDialog({ conversation, onClose }: { conversation: AiConversationRow; onClose: () => void }) {
  const { t } = useTranslation('ai');
  const rename = useWrite({
    write: (title: string) => renameConversation(conversation.conversationId, title),
    refresh: [aiKeys.conversations],
  });
  return (
    <NameDialog
      title={t('chat.rename')}
      label={t('chat.renameLabel')}
      initial={conversation.title}
      rules={[{ required: true, whitespace: true, message: t('chat.renameRequired') }]}
      maxLength={AI_CONVERSATION_TITLE_MAX}
      saving={rename.isPending}
      onSave={(title, saved) => rename.mutate(title, { onSuccess: saved })}
      onClose={onClose}
    />
  );
}

/** The person's conversations, most recently used first: open one, start a new one, rename or remove one. */
export function ConversationList({
  selected,
  onSelect,
  onNew,
}: {
  selected: number | undefined;
  onSelect: (conversationId: number) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation('ai');
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [renaming, setRenaming] = useState<AiConversationRow | null>(null);
  const list = useQuery({ queryKey: aiKeys.conversations, queryFn: async () => (await getConversations()).rows });

  const remove = useWrite({
    write: (conversation: AiConversationRow) => removeConversation(conversation.conversationId),
    onSuccess: async (_answer, conversation) => {
      if (conversation.conversationId === selected) onNew();
      await client.invalidateQueries({ queryKey: aiKeys.conversations });
      void message.success(t('chat.removed'));
    },
  });

  return (
    <nav aria-label={t('chat.conversations')}>
      <Flex vertical gap={8}>
        <Button icon={<PlusOutlined aria-hidden />} onClick={onNew} block>
          {t('chat.new')}
        </Button>
        {list.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : list.data?.length === 0 ? (
          <Typography.Text type="secondary">{t('chat.noConversations')}</Typography.Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(list.data ?? []).map((conversation) => {
              const current = conversation.conversationId === selected;
              return (
                <li
                  key={conversation.conversationId}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    borderRadius: token.borderRadius,
                    background: current ? token.controlItemBgActive : undefined,
                  }}
                >
                  <Button
                    type="text"
                    aria-current={current ? 'page' : undefined}
                    onClick={() => onSelect(conversation.conversationId)}
                    style={{ flex: 1, minWidth: 0, justifyContent: 'start' }}
                  >
                    <Typography.Text ellipsis>{conversation.title}</Typography.Text>
                  </Button>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={t('chat.renameOne', { title: conversation.title })}
                    onClick={() => setRenaming(conversation)}
                  />
                  <Popconfirm title={t('chat.removeConfirm')} onConfirm={() => remove.mutate(conversation)}>
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('chat.removeOne', { title: conversation.title })}
                    />
                  </Popconfirm>
                </li>
              );
            })}
          </ul>
        )}
      </Flex>
      {renaming && <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />}
    </nav>
  );
}
