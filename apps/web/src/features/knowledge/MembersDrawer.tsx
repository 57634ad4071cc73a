import {
  ASSIGNABLE_KNOWLEDGE_ROLES,
  type AssignableKnowledgeRole,
  type KnowledgeBase,
  type KnowledgeInviteLink,
  mayKnowledge,
} from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  createInviteLink,
  getInviteLinks,
  inviteMember,
  quitSpace,
  removeMember,
  revokeInviteLink,
  setMemberRole,
} from '../../api/knowledge';
import { Popconfirm } from '../../ui/Popconfirm';
import { useWrite } from '../../ui/useWrite';
import { knowledgeKeys, useMembers } from './queries';
import { listStatus } from '../../ui/queryStatus';
import { formatInstant } from '../../ui/format';

const linkOf = (invite: KnowledgeInviteLink) => `${window.location.origin}/knowledgeBase?invite=${invite.code}`;

/**
 * The space's people: invite by phone (a contact joins at once, anyone else is sent an invitation: ADR 0099)
 * or by link (owner and admins), roles, removal, leaving.
 */
export function MembersDrawer({ space, open, onClose }: { space: KnowledgeBase; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const members = useMembers(space.kbId);
  const manages = mayKnowledge(space.role, 'manage');
  const linksKey = [...knowledgeKeys.members(space.kbId), 'links'];
  const links = useQuery({
    queryKey: linksKey,
    queryFn: async () => (await getInviteLinks(space.kbId)).data,
    enabled: open && manages,
  });
  const [form] = Form.useForm<{ phone: string; role: AssignableKnowledgeRole }>();
  const [linkForm] = Form.useForm<{ role: AssignableKnowledgeRole; expireDays: number }>();
  const refresh = [knowledgeKeys.space(space.kbId)];
  const roleOptions = ASSIGNABLE_KNOWLEDGE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const copy = async (invite: KnowledgeInviteLink) => {
    try {
      await navigator.clipboard.writeText(linkOf(invite));
      void message.success(t('members.copied'));
    } catch {
      void message.warning(t('members.copyFailed'));
    }
  };
  // A refused invitation (a malformed phone, already a member, the daily limit) was explained by the client.
  const invite = useWrite({
    write: ({ phone, role }: { phone: string; role: AssignableKnowledgeRole }) => inviteMember(space.kbId, phone, role),
    success: (answer, { phone }) =>
      answer.data.outcome === 'added' ? t('members.added') : t('members.invitationSent', { phone }),
    onSuccess: () => form.resetFields(['phone']),
    refresh,
  });
  const changeRole = useWrite({
    write: ({ userId, role }: { userId: number; role: AssignableKnowledgeRole }) =>
      setMemberRole(space.kbId, userId, role),
    refresh,
  });
  const remove = useWrite({ write: (userId: number) => removeMember(space.kbId, userId), refresh });
  const createLink = useWrite({
    write: (values: { role: AssignableKnowledgeRole; expireDays: number }) =>
      createInviteLink(space.kbId, values.role, values.expireDays === 0 ? null : values.expireDays),
    refresh: [linksKey],
    onSuccess: (created) => copy(created.data),
  });
  const revokeLink = useWrite({
    write: (inviteId: number) => revokeInviteLink(space.kbId, inviteId),
    refresh: [linksKey],
  });
  const quit = useWrite({
    write: () => quitSpace(space.kbId),
    refresh: [knowledgeKeys.all],
    onSuccess: () => navigate('/knowledgeBase'),
  });

  return (
    <Drawer title={t('members.title')} open={open} onClose={onClose} size="large">
      {manages && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('members.inviteHint')}
        </Typography.Paragraph>
      )}
      {manages && (
        <Form
          form={form}
          name="invite"
          layout="inline"
          initialValues={{ role: 'member' }}
          style={{ marginBottom: 16, rowGap: 8 }}
          onFinish={(values) => invite.mutate({ phone: values.phone.trim(), role: values.role })}
        >
          <Form.Item
            name="phone"
            label={t('members.phone')}
            rules={[{ required: true, whitespace: true, message: t('members.phoneRequired') }]}
          >
            <Input inputMode="tel" maxLength={11} />
          </Form.Item>
          <Form.Item name="role" label={t('members.role')}>
            <Select options={roleOptions} style={{ width: 140 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('members.add')}
          </Button>
        </Form>
      )}
      <List
        dataSource={members.data ?? []}
        renderItem={(member) => (
          <List.Item
            actions={
              manages && member.role !== 'owner'
                ? [
                    <Select
                      key="role"
                      size="small"
                      aria-label={`${t('members.role')}: ${member.nickName}`}
                      value={member.role}
                      options={roleOptions}
                      style={{ width: 130 }}
                      onChange={(role: AssignableKnowledgeRole) => changeRole.mutate({ userId: member.userId, role })}
                    />,
                    <Popconfirm
                      key="remove"
                      title={t('members.removeConfirm', { name: member.nickName })}
                      onConfirm={() => remove.mutateAsync(member.userId)}
                    >
                      <Button size="small" danger>
                        {t('members.remove')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Space>
              <span>{member.nickName}</span>
              <Typography.Text type="secondary">{member.phone}</Typography.Text>
              <Tag>{t(`roles.${member.role}`)}</Tag>
            </Space>
          </List.Item>
        )}
      />
      {manages && (
        <>
          <Typography.Title level={2} style={{ fontSize: 15, marginTop: 24 }}>
            {t('members.links')}
          </Typography.Title>
          <Form
            form={linkForm}
            name="inviteLink"
            layout="inline"
            initialValues={{ role: 'member', expireDays: 7 }}
            onFinish={(values) => createLink.mutate(values)}
          >
            <Form.Item name="role" label={t('members.role')}>
              <Select options={roleOptions} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="expireDays" label={t('share.expire')}>
              <Select
                style={{ width: 140 }}
                options={[0, 1, 7, 30].map((days) => ({
                  value: days,
                  label: days === 0 ? t('members.never') : t('members.days', { count: days }),
                }))}
              />
            </Form.Item>
            <Button htmlType="submit">{t('members.createLink')}</Button>
          </Form>
          <List
            size="small"
            {...listStatus(links, t('members.noLinks'))}
            dataSource={links.data ?? []}
            renderItem={(link) => (
              <List.Item
                actions={[
                  <Button key="copy" size="small" onClick={() => void copy(link)}>
                    {t('members.copy')}
                  </Button>,
                  <Button key="revoke" size="small" danger onClick={() => revokeLink.mutate(link.inviteId)}>
                    {t('members.revoke')}
                  </Button>,
                ]}
              >
                <Space wrap>
                  <Tag>{t(`roles.${link.role}`)}</Tag>
                  <Typography.Text type="secondary">
                    {link.expireTime
                      ? t('members.expires', { time: formatInstant(link.expireTime) })
                      : t('members.never')}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </>
      )}
      {space.role !== 'owner' && (
        <Popconfirm title={t('members.quitConfirm')} onConfirm={() => quit.mutateAsync()}>
          <Button danger style={{ marginTop: 24 }}>
            {t('members.quit')}
          </Button>
        </Popconfirm>
      )}
    </Drawer>
  );
}
