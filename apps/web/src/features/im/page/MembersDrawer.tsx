import { type ImConversation, type ImMember, imPresenceState } from '@questline/contract';
import { App, Button, Drawer, Form, Input, List, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imApi } from '../../../api/im';
import { UserAvatar } from '../../../ui/UserAvatar';
import { settled, useWrite } from '../../../ui/useWrite';
import { PeoplePicker } from './PeoplePicker';
import { PresenceDot } from './PresenceDot';
import { usePresenceClock } from './usePresenceClock';
import { useChat, useChatController } from './useChat';

/**
 * A group's or project's people with their presence. A group's owner renames it, adds people they may message and
 * removes others; anyone leaves a group. A project's people are the project's (docs/DOMAIN.md "Messaging").
 */
export function MembersDrawer({
  conversation,
  members,
  onChanged,
  onClose,
}: {
  conversation: ImConversation;
  members: readonly ImMember[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('im');
  const { modal } = App.useApp();
  const controller = useChatController();
  const presence = useChat((state) => state.presence);
  const now = usePresenceClock();
  const [adding, setAdding] = useState<number[]>([]);
  const owned = conversation.owned;

  useEffect(() => {
    controller.watchPeers(members.map((member) => member.userId));
  }, [controller, members]);

  // The group's name, people added, a person removed: one write, the conversation as the server answers it.
  const change = useWrite({
    write: async (body: { name?: string; addUserIds?: number[]; removeUserIds?: number[] }) =>
      imApi.changeGroup(await controller.bearer(), { conversationId: conversation.conversationId, ...body }),
    onSuccess: (answer) => {
      controller.store.putConversation(answer.data);
      onChanged();
    },
  });

  return (
    <Drawer open title={t('members.title', { name: conversation.name })} onClose={onClose} size={360}>
      {owned && (
        <Form
          layout="vertical"
          initialValues={{ name: conversation.name }}
          onFinish={(values: { name: string }) => change.mutate({ name: values.name })}
        >
          <Form.Item
            name="name"
            label={t('group.name')}
            rules={[{ required: true, whitespace: true, message: t('group.nameRequired') }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item label={t('members.add')}>
            <PeoplePicker value={adding} onChange={setAdding} exclude={members.map((member) => member.userId)} />
          </Form.Item>
          <Button htmlType="submit" loading={change.isPending}>
            {t('group.save')}
          </Button>
          {adding.length > 0 && (
            <Button
              type="primary"
              style={{ marginInlineStart: 8 }}
              loading={change.isPending}
              onClick={() => change.mutate({ addUserIds: adding }, { onSuccess: () => setAdding([]) })}
            >
              {t('members.addButton', { count: adding.length })}
            </Button>
          )}
        </Form>
      )}
      <List
        style={{ marginTop: 16 }}
        dataSource={[...members]}
        rowKey="userId"
        renderItem={(member) => {
          const state = imPresenceState(presence[member.userId] ?? null, now);
          return (
            <List.Item
              actions={
                owned && member.userId !== controller.me
                  ? [
                      <Button
                        key="remove"
                        size="small"
                        danger
                        onClick={() =>
                          void modal.confirm({
                            title: t('members.removeConfirm', { name: member.nickName }),
                            okButtonProps: { danger: true },
                            okText: t('members.remove'),
                            cancelText: t('composer.cancel'),
                            onOk: () => settled(change.mutateAsync({ removeUserIds: [member.userId] })),
                          })
                        }
                      >
                        {t('members.remove')}
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                avatar={<UserAvatar avatar={member.avatar} nickName={member.nickName} size={32} />}
                title={
                  <span>
                    {member.nickName} {member.role === 'owner' && <Tag>{t('members.owner')}</Tag>}
                  </span>
                }
                description={
                  <span>
                    <PresenceDot state={state} /> {t(`presence.${state}`)}
                  </span>
                }
              />
            </List.Item>
          );
        }}
      />
      {conversation.kind === 'group' && (
        <Button
          danger
          block
          style={{ marginTop: 16 }}
          onClick={() =>
            void modal.confirm({
              title: t('group.leaveConfirm', { name: conversation.name }),
              okButtonProps: { danger: true },
              okText: t('group.leave'),
              cancelText: t('composer.cancel'),
              onOk: async () => {
                await imApi.leave(await controller.bearer(), conversation.conversationId);
                controller.store.dropConversation(conversation.conversationId);
                onClose();
              },
            })
          }
        >
          {t('group.leave')}
        </Button>
      )}
    </Drawer>
  );
}
