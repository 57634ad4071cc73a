import { SHARE_PASSWORD_MAX } from '@questline/contract';
import { App, Button, Form, Input, List, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { floating } from './floating';
import { type ListQuery, listStatus } from './queryStatus';
import { formatInstant } from './format';

/** What the dialog shows of a share link: knowledge-base and disk shares both have these fields (ADR 0116). */
export interface ShareLink {
  shareId: number;
  /** The page a visitor opens, from the site's root. */
  path: string;
  targetName: string;
  hasPassword: boolean;
  expireTime: string | null;
}

export interface NewShareLink {
  /** null: never expires. */
  expireDays: number | null;
  password?: string;
}

interface Props<T extends ShareLink> {
  /** What is shared; null closes the dialog. */
  targetName: string | null;
  shares: ListQuery & { data: T[] | undefined };
  /** Creates a link; answers it, or null when the client showed why not. */
  onCreate: (values: NewShareLink) => Promise<T | null>;
  onRevoke: (share: T) => Promise<void>;
  onClose: () => void;
}

const linkOf = (share: ShareLink) => `${window.location.origin}${share.path}`;

/**
 * The one share dialog (knowledge base, network disk): create a link with an expiry and an optional password, copy
 * it, see the links that work and revoke them.
 */
export function ShareLinkDialog<T extends ShareLink>({ targetName, shares, onCreate, onRevoke, onClose }: Props<T>) {
  const { t } = useTranslation('shareLinks');
  const { message } = App.useApp();
  const [created, setCreated] = useState<T | null>(null);
  const [form] = Form.useForm<{ expireDays: number; password?: string }>();

  const copy = async (share: ShareLink) => {
    try {
      await navigator.clipboard.writeText(linkOf(share));
      void message.success(t('copied'));
    } catch {
      void message.warning(t('copyFailed'));
    }
  };

  return (
    <Modal
      title={t('title')}
      open={targetName !== null}
      onCancel={() => {
        setCreated(null);
        onClose();
      }}
      footer={null}
      destroyOnHidden
      width={640}
    >
      {targetName !== null && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ expireDays: 0 }}
          onFinish={floating(async (values) => {
            const share = await onCreate({
              expireDays: values.expireDays === 0 ? null : values.expireDays,
              ...(values.password ? { password: values.password } : {}),
            });
            if (share) setCreated(share);
          })}
        >
          <Typography.Paragraph>{t('target', { name: targetName })}</Typography.Paragraph>
          <Space wrap align="end">
            <Form.Item name="expireDays" label={t('expire')} style={{ minWidth: 160 }}>
              <Select
                options={[0, 1, 7, 30].map((days) => ({
                  value: days,
                  label: days === 0 ? t('never') : t('days', { count: days }),
                }))}
              />
            </Form.Item>
            <Form.Item name="password" label={t('password')}>
              <Input.Password maxLength={SHARE_PASSWORD_MAX} autoComplete="new-password" />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit">
                {t('create')}
              </Button>
            </Form.Item>
          </Space>
          {created && (
            <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
              <Input readOnly value={linkOf(created)} aria-label={t('title')} data-testid="share-link" />
              <Button onClick={() => void copy(created)}>{t('copy')}</Button>
            </Space.Compact>
          )}
        </Form>
      )}
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('list')}
      </Typography.Title>
      <List
        size="small"
        {...listStatus(shares, t('none'))}
        dataSource={shares.data ?? []}
        renderItem={(share) => (
          <List.Item
            actions={[
              <Button key="copy" size="small" onClick={() => void copy(share)}>
                {t('copy')}
              </Button>,
              <Button
                key="revoke"
                size="small"
                danger
                onClick={floating(async () => {
                  await onRevoke(share);
                  void message.success(t('revoked'));
                  if (created?.shareId === share.shareId) setCreated(null);
                })}
              >
                {t('revoke')}
              </Button>,
            ]}
          >
            <Space wrap>
              <span>{share.targetName}</span>
              <Tag>{share.hasPassword ? t('protected') : t('open')}</Tag>
              {share.expireTime && (
                <Typography.Text type="secondary">
                  {t('expires', { time: formatInstant(share.expireTime) })}
                </Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}
