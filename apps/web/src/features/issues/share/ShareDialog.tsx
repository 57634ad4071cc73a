import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { type QuestionShare, SHARE_EXPIRY_DAYS } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Modal, Select, Space, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createShare, listShares, revokeShare } from '../../../api/issues';
import { copyToClipboard } from '../../../ui/clipboard';
import { Popconfirm } from '../../../ui/Popconfirm';
import { formatInstant } from '../../../ui/format';
import { settled, useWrite } from '../../../ui/useWrite';

export interface ShareDialogProps {
  projectId: number;
  questionId: number;
  open: boolean;
  onClose: () => void;
}

/** Query keys of an issue's share links. */
export const shareKeys = {
  list: (projectId: number, questionId: number) => ['issues', 'shares', projectId, questionId] as const,
};

/** What a reader opens: the public page on this same site. */
export function shareUrl(share: Pick<QuestionShare, 'path'>): string {
  return `${window.location.origin}${share.path}`;
}

type Expiry = (typeof SHARE_EXPIRY_DAYS)[number] | 'never';

function ShareRow({ share, onRevoke }: { share: QuestionShare; onRevoke: (share: QuestionShare) => Promise<void> }) {
  const { t } = useTranslation('share');
  const { message } = App.useApp();
  const url = shareUrl(share);
  async function copy() {
    if (await copyToClipboard(url)) void message.success(t('dialog.copied'));
    else void message.warning(t('dialog.copyUnsupported'));
  }
  return (
    <li data-testid="share-row" style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0' }}>
      <Typography.Text
        code
        aria-label={t('dialog.link')}
        style={{ display: 'block', overflowWrap: 'anywhere', marginBottom: 6 }}
      >
        {url}
      </Typography.Text>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {share.expireTime ? t('dialog.expires', { time: formatInstant(share.expireTime) }) : t('dialog.neverExpires')}
          {' · '}
          {t('dialog.createdBy', { name: share.createdBy, time: formatInstant(share.createTime) })}
        </Typography.Text>
        <Space>
          <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('dialog.copy')}
          </Button>
          <Popconfirm
            title={t('dialog.revokeConfirm')}
            okText={t('dialog.revoke')}
            cancelText={t('common:cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onRevoke(share)}
          >
            <Button size="small" danger>
              {t('dialog.revoke')}
            </Button>
          </Popconfirm>
        </Space>
      </Space>
    </li>
  );
}

/**
 * Issue 10 "Sharing": the live links of one issue, each with copy (spec point 5 "Copy-link action") and
 * revoke, and a new link with an expiry. The issue detail opens it from its Share button.
 */
export function ShareDialog({ projectId, questionId, open, onClose }: ShareDialogProps) {
  const { t } = useTranslation('share');
  const client = useQueryClient();
  const expiryLabel = useId();
  const [expiry, setExpiry] = useState<Expiry>(7);
  const key = shareKeys.list(projectId, questionId);
  const shares = useQuery({
    queryKey: key,
    queryFn: async () => (await listShares(projectId, questionId)).data,
    enabled: open,
  });
  const create = useWrite({
    write: () => createShare({ projectId, questionId, expireDays: expiry === 'never' ? null : expiry }),
    success: t('dialog.created'),
    refresh: [key],
  });
  // The list is read again after a refused revocation too: the link may have gone meanwhile.
  const revoke = useWrite({
    write: (share: QuestionShare) => revokeShare(projectId, share.shareId),
    success: t('dialog.revoked'),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  const options = [
    ...SHARE_EXPIRY_DAYS.map((days) => ({ value: days as Expiry, label: t('dialog.days', { count: days }) })),
    { value: 'never' as Expiry, label: t('dialog.never') },
  ];
  const rows = shares.data ?? [];

  return (
    <Modal
      open={open}
      title={t('dialog.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('dialog.close')}</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('dialog.hint')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <label id={expiryLabel}>{t('dialog.expiry')}</label>
        <Select
          aria-labelledby={expiryLabel}
          value={expiry}
          onChange={setExpiry}
          options={options}
          style={{ minWidth: 180 }}
          data-testid="share-expiry"
        />
        <Button type="primary" icon={<LinkOutlined />} loading={create.isPending} onClick={() => create.mutate()}>
          {t('dialog.create')}
        </Button>
      </Space>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('dialog.live')}
      </Typography.Title>
      {shares.isLoading ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dialog.none')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((share) => (
            <ShareRow key={share.shareId} share={share} onRevoke={(share) => settled(revoke.mutateAsync(share))} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
