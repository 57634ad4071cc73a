import { invitationText, type MemberInvitation } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, List, Result, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptInvitation, declineInvitation } from '../../api/invitations';
import { currentLocale } from '../../i18n';
import { formatInstant } from '../../ui/format';
import { Popconfirm } from '../../ui/Popconfirm';
import { useMyInvitations } from './queries';
import { listStatus } from '../../ui/queryStatus';

/**
 * The invitations tab of /user/message (issue 28, point 11; ADR 0099): what someone invited the person
 * to by phone, accepted or declined here. Accepting joins at once, so every list the person sees is
 * read again (their projects, teams and knowledge bases).
 */
export function InvitationList() {
  const { t } = useTranslation('notices');
  const { message } = App.useApp();
  const client = useQueryClient();
  const invitations = useMyInvitations();
  const [busy, setBusy] = useState<number | null>(null);

  async function answer(invitation: MemberInvitation, accept: boolean) {
    setBusy(invitation.invitationId);
    try {
      if (accept) {
        await acceptInvitation(invitation.invitationId);
        void message.success(t('invitations.joined', { name: invitation.targetName }));
      } else {
        await declineInvitation(invitation.invitationId);
        void message.success(t('invitations.declined'));
      }
      await client.invalidateQueries();
    } catch {
      // Shown by the client (spec point 8): no longer valid, the project's member limit.
    } finally {
      setBusy(null);
    }
  }

  if (invitations.error) return <Result status="error" title={invitations.error.message} />;
  return (
    <List<MemberInvitation>
      dataSource={invitations.data ?? []}
      rowKey="invitationId"
      {...listStatus(invitations, t('invitations.none'))}
      renderItem={(invitation) => (
        <List.Item
          data-testid="invitation"
          actions={[
            <Button
              key="accept"
              type="primary"
              loading={busy === invitation.invitationId}
              onClick={() => void answer(invitation, true)}
            >
              {t('invitations.accept')}
            </Button>,
            <Popconfirm
              key="decline"
              title={t('invitations.declineConfirm')}
              onConfirm={() => answer(invitation, false)}
            >
              <Button disabled={busy === invitation.invitationId}>{t('invitations.decline')}</Button>
            </Popconfirm>,
          ]}
        >
          <Flex vertical gap={2}>
            <Typography.Text strong>{invitationText(currentLocale(), invitation)}</Typography.Text>
            <Space size={8} wrap>
              {invitation.role !== null && (
                <Tag>{t('invitations.role', { role: t(`roles.${invitation.role}`, { ns: 'knowledge' }) })}</Tag>
              )}
              <Typography.Text type="secondary">
                {t('invitations.expires', { time: formatInstant(invitation.expireTime) })}
              </Typography.Text>
            </Space>
          </Flex>
        </List.Item>
      )}
    />
  );
}
