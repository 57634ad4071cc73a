import { type KnowledgeShare, SHARE_PASSWORD_MAX } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, List, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createShare, revokeShare } from '../../api/knowledge';
import { knowledgeKeys, useShares } from './queries';
import { listStatus } from '../../ui/queryStatus';

export interface ShareTarget {
  kind: 'document' | 'folder';
  id: number;
  name: string;
}

const linkOf = (share: KnowledgeShare) => `${window.location.origin}${share.path}`;

/** Public shares of a document or folder: create with expiry and password, copy, revoke (issue 15). */
export function ShareDialog(props: { kbId: number; target: ShareTarget | null; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const { message } = App.useApp();
  const client = useQueryClient();
  const shares = useShares(props.kbId, props.target !== null);
  const [created, setCreated] = useState<KnowledgeShare | null>(null);
  const [form] = Form.useForm<{ expireDays: number; password?: string }>();
  const target = props.target;

  const refresh = () => client.invalidateQueries({ queryKey: knowledgeKeys.shares(props.kbId) });
  const copy = async (share: KnowledgeShare) => {
    try {
      await navigator.clipboard.writeText(linkOf(share));
      void message.success(t('members.copied'));
    } catch {
      void message.warning(t('members.copyFailed'));
    }
  };

  return (
    <Modal
      title={t('share.title')}
      open={target !== null}
      onCancel={() => {
        setCreated(null);
        props.onClose();
      }}
      footer={null}
      destroyOnHidden
      width={640}
    >
      {target && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ expireDays: 0 }}
          onFinish={async (values) => {
            try {
              const share = await createShare({
                kbId: props.kbId,
                ...(target.kind === 'document' ? { docId: target.id } : { folderId: target.id }),
                expireDays: values.expireDays === 0 ? null : values.expireDays,
                ...(values.password ? { password: values.password } : {}),
              });
              setCreated(share.data);
              await refresh();
            } catch {
              // The client showed why (a draft, a short password).
            }
          }}
        >
          <Typography.Paragraph>{t('share.target', { name: target.name })}</Typography.Paragraph>
          <Space wrap align="end">
            <Form.Item name="expireDays" label={t('share.expire')} style={{ minWidth: 160 }}>
              <Select
                options={[0, 1, 7, 30].map((days) => ({
                  value: days,
                  label: days === 0 ? t('members.never') : t('members.days', { count: days }),
                }))}
              />
            </Form.Item>
            <Form.Item name="password" label={t('share.password')}>
              <Input.Password maxLength={SHARE_PASSWORD_MAX} autoComplete="new-password" />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit">
                {t('share.create')}
              </Button>
            </Form.Item>
          </Space>
          {created && (
            <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
              <Input readOnly value={linkOf(created)} aria-label={t('share.title')} data-testid="share-link" />
              <Button onClick={() => void copy(created)}>{t('members.copy')}</Button>
            </Space.Compact>
          )}
        </Form>
      )}
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('share.list')}
      </Typography.Title>
      <List
        size="small"
        {...listStatus(shares, t('share.none'))}
        dataSource={shares.data ?? []}
        renderItem={(share) => (
          <List.Item
            actions={[
              <Button key="copy" size="small" onClick={() => void copy(share)}>
                {t('members.copy')}
              </Button>,
              <Button
                key="revoke"
                size="small"
                danger
                onClick={async () => {
                  await revokeShare(props.kbId, share.shareId);
                  void message.success(t('share.revoked'));
                  if (created?.shareId === share.shareId) setCreated(null);
                  await refresh();
                }}
              >
                {t('share.revoke')}
              </Button>,
            ]}
          >
            <Space wrap>
              <span>{share.targetName}</span>
              <Tag>{share.hasPassword ? t('share.protected') : t('share.open')}</Tag>
              {share.expireTime && (
                <Typography.Text type="secondary">
                  {t('members.expires', { time: new Date(share.expireTime).toLocaleString() })}
                </Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}
