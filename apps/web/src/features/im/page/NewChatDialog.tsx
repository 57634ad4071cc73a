import type { ImConversation } from '@questline/contract';
import { Button, Form, Input, List, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imApi } from '../../../api/im';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useWrite } from '../../../ui/useWrite';
import { PeoplePicker, usePeopleSearch } from './PeoplePicker';
import { useChatController } from './useChat';

/**
 * A new conversation: a direct one with someone of a shared project or team (the list offers only them), or a
 * named group of such people (docs/DOMAIN.md "Messaging").
 */
export function NewChatDialog({
  onClose,
  onOpened,
}: {
  onClose: () => void;
  onOpened: (conversation: ImConversation) => void;
}) {
  const { t } = useTranslation('im');
  const controller = useChatController();
  const [kind, setKind] = useState<'direct' | 'group'>('direct');
  const [keyword, setKeyword] = useState('');
  const people = usePeopleSearch(keyword);
  const [form] = Form.useForm<{ name: string; userIds: number[] }>();

  // A direct chat with one person, or a new group: the conversation the server answers opens.
  const open = useWrite({
    write: async (start: (bearer: string) => Promise<{ data: ImConversation }>) => start(await controller.bearer()),
    onSuccess: ({ data }) => {
      controller.store.putConversation(data);
      onOpened(data);
    },
  });

  return (
    <Modal open title={t('newChat.title')} onCancel={onClose} footer={null} data-testid="im-new-chat">
      <Segmented
        block
        value={kind}
        onChange={setKind}
        options={[
          { value: 'direct', label: t('newChat.direct') },
          { value: 'group', label: t('newChat.group') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {kind === 'direct' ? (
        <>
          <Input.Search
            placeholder={t('newChat.searchPeople')}
            aria-label={t('newChat.searchPeople')}
            allowClear
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <List
            dataSource={people}
            rowKey="userId"
            locale={{ emptyText: t('newChat.nobody') }}
            renderItem={(person) => (
              <List.Item>
                <Button
                  type="text"
                  block
                  style={{ textAlign: 'start', height: 'auto', padding: 4 }}
                  disabled={open.isPending}
                  onClick={() => open.mutate((bearer) => imApi.direct(bearer, person.userId))}
                >
                  <UserAvatar avatar={person.avatar} nickName={person.nickName} size={28} /> {person.nickName}
                </Button>
              </List.Item>
            )}
          />
        </>
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: '', userIds: [] }}
          onFinish={(values) =>
            open.mutate((bearer) => imApi.group(bearer, { name: values.name, userIds: values.userIds }))
          }
        >
          <Form.Item
            name="name"
            label={t('group.name')}
            rules={[{ required: true, whitespace: true, message: t('group.nameRequired') }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="userIds"
            label={t('group.people')}
            rules={[{ required: true, message: t('group.peopleRequired') }]}
          >
            <PeopleField />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={open.isPending} block>
            {t('newChat.create')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}

/** The picker as a form field (Form.Item hands it value, onChange and the label's id). */
function PeopleField({
  value = [],
  onChange,
  id,
}: {
  value?: number[];
  onChange?: (userIds: number[]) => void;
  id?: string;
}) {
  return <PeoplePicker value={value} onChange={(userIds) => onChange?.(userIds)} id={id} />;
}
