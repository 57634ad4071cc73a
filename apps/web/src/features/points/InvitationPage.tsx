import { INVITATION_PAGE_SIZE, type InvitationRow, PAGE_SIZES, pageAfterChange } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, QRCode, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInviteeCount, getInvitees } from '../../api/points';
import { useSession } from '../../session/store';
import { copyToClipboard } from '../../ui/clipboard';
import { formatInstant } from '../../ui/format';

const inviteeKeys = {
  count: ['points', 'invitees', 'count'] as const,
  page: (pageNum: number, pageSize: number) => ['points', 'invitees', pageNum, pageSize] as const,
};

/**
 * Route "invitation" (spec points 2 "invitation", 9; issue 30): the person's invitation link to copy or scan, how
 * many registered through it and who, and the way to the points mall. The link is this page's own address with
 * `/register?invitation=<user id>`: where the person reached Questline, colleagues reach it too.
 */
export default function InvitationPage() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const userId = useSession()?.user.userId ?? 0;
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: INVITATION_PAGE_SIZE });
  const count = useQuery({ queryKey: inviteeKeys.count, queryFn: async () => (await getInviteeCount()).data });
  const invitees = useQuery({
    queryKey: inviteeKeys.page(paging.pageNum, paging.pageSize),
    queryFn: () => getInvitees(paging.pageNum, paging.pageSize),
  });
  const link = `${window.location.origin}/register?invitation=${String(userId)}`;
  // Spec point 8: the copy succeeds with a message, or says the browser cannot and leaves the link to select.
  async function copy() {
    if (await copyToClipboard(link)) void message.success(t('invitation.copied'));
    else void message.warning(t('invitation.copyUnsupported'));
  }

  return (
    <Flex vertical gap={16}>
      <Card title={t('invitation.title')}>
        <Typography.Paragraph>{t('invitation.rule')}</Typography.Paragraph>
        <Flex gap={24} wrap align="center">
          <QRCode value={link} type="svg" size={144} aria-label={t('invitation.qr')} />
          <Flex vertical gap={12} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Paragraph style={{ marginBottom: 0, wordBreak: 'break-all' }} data-testid="invitation-link">
              {link}
            </Typography.Paragraph>
            <Button icon={<CopyOutlined />} onClick={() => void copy()} style={{ alignSelf: 'start' }}>
              {t('invitation.copy')}
            </Button>
            <Statistic title={t('invitation.count')} value={count.data ?? 0} loading={count.isPending} />
            {/* The mall opens beside the invitation page, as the spec has it. */}
            <Typography.Link href="/user/integralPage" target="_blank" rel="noopener">
              {t('invitation.mall')}
            </Typography.Link>
          </Flex>
        </Flex>
      </Card>
      <Card title={t('invitation.invitees')}>
        <Table<InvitationRow>
          rowKey="id"
          size="small"
          loading={invitees.isPending}
          dataSource={invitees.data?.rows ?? []}
          locale={{ emptyText: t('invitation.none') }}
          columns={[
            { key: 'phone', title: t('invitation.phone'), dataIndex: 'newUserPhone' },
            { key: 'time', title: t('invitation.time'), render: (_v, row) => formatInstant(row.createTime) },
            { key: 'points', title: t('invitation.points'), dataIndex: 'number', align: 'end' },
          ]}
          pagination={{
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: invitees.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            onChange: (pageNum, pageSize) => setPaging((current) => pageAfterChange(current, pageNum, pageSize)),
          }}
        />
      </Card>
    </Flex>
  );
}
