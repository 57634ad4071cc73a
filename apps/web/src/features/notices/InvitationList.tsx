import { invitationText, type MemberInvitation } from '@questline/contract';
import { Button, Flex, List, Result, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptInvitation, declineInvitation } from '../../api/invitations';
import { currentLocale } from '../../i18n';
import { formatInstant } from '../../ui/format';
import { Popconfirm } from '../../ui/Popconfirm';
import { settled, useWrite } from '../../ui/useWrite';
import { useMyInvitations } from './queries';
import { listStatus } from '../../ui/queryStatus';

/**
 * The invitations tab of /user/message (issue 28, point 11; ADR 0099): what someone invited the person
 * to by phone, accepted or declined here. Accepting joins at once, so every list the person sees is
 * read again (their projects, teams and knowledge bases).
 */
export function InvitationList() {
  const { t } = useTranslation('notices');
  const invitations = useMyInvitations();
  // A refusal (no longer valid, the project's member limit) is shown by the client (spec point 8).
  const answer = useWrite({
    write: ({ invitation, accept }: { invitation: MemberInvitation; accept: boolean }): Promise<unknown> =>
      accept ? acceptInvitation(invitation.invitationId) : declineInvitation(invitation.invitationId),
    success: (_answer, { invitation, accept }) =>
      accept ? t('invitations.joined', { name: invitation.targetName }) : t('invitations.declined'),
    // Every query: the empty key is the prefix of all of them.
    refresh: [[]],
  });
  const busy = answer.isPending ? answer.variables.invitation.invitationId : null;

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
              onClick={() => answer.mutate({ invitation, accept: true })}
            >
              {t('invitations.accept')}
            </Button>,
            <Popconfirm
              key="decline"
              title={t('invitations.declineConfirm')}
              onConfirm={() => settled(answer.mutateAsync({ invitation, accept: false }))}
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
