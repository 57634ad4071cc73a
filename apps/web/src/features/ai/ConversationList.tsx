import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AI_CONVERSATION_TITLE_MAX, type AiConversationRow } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Modal, Popconfirm, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getConversations, removeConversation, renameConversation } from '../../api/ai';
import { aiKeys } from './aiKeys';

function RenameDialog({ conversation, onClose }: { conversation: AiConversationRow; onClose: () => void }) {
  const { t } = useTranslation('ai');
  const client = useQueryClient();
  const [form] = Form.useForm<{ title: string }>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const { title } = await form.validateFields();
    setSaving(true);
    try {
      await renameConversation(conversation.conversationId, title);
      await client.invalidateQueries({ queryKey: aiKeys.conversations });
      onClose();
    } catch {
      // The client showed why (spec point 8).
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title={t('chat.rename')} onCancel={onClose} onOk={() => void save()} confirmLoading={saving}>
      <Form form={form} layout="vertical" initialValues={{ title: conversation.title }}>
        <Form.Item
          name="title"
          label={t('chat.renameLabel')}
          rules={[{ required: true, whitespace: true, message: t('chat.renameRequired') }]}
        >
          <Input maxLength={AI_CONVERSATION_TITLE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
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

  async function remove(conversation: AiConversationRow) {
    try {
      await removeConversation(conversation.conversationId);
      if (conversation.conversationId === selected) onNew();
      await client.invalidateQueries({ queryKey: aiKeys.conversations });
      void message.success(t('chat.removed'));
    } catch {
      // The client showed why (spec point 8).
    }
  }

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
                  <Popconfirm title={t('chat.removeConfirm')} onConfirm={() => void remove(conversation)}>
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
