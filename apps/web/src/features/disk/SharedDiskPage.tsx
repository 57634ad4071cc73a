import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import type { SharedDiskEntry, SharedDiskListing } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Form, Input, List, Space, Spin, Typography } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getSharedDiskSummary, openSharedDisk, sharedDiskFileUrl } from '../../api/disk';
import { PublicShareFrame, ShareGone } from '../../ui/PublicShareFrame';
import { formatSize } from '../../ui/format';

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

function SharedEntries({ token, needsPassword }: { token: string; needsPassword: boolean }) {
  const { t } = useTranslation('shareLinks');
  const [password, setPassword] = useState<string | undefined>(needsPassword ? undefined : '');
  const [opened, setOpened] = useState<SharedDiskListing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = useCallback(
    async (body: { password?: string; folderId?: number }) => {
      try {
        setOpened((await openSharedDisk(token, body)).data);
        setFailure(null);
        return true;
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
        return false;
      }
    },
    [token],
  );
  // A share without a password opens at once (a query, so it runs once however often the page renders).
  useQuery({
    queryKey: ['diskShared', token, 'open'],
    queryFn: async () => open({}),
    enabled: !needsPassword,
    retry: false,
  });

  if (password === undefined) {
    return (
      <Form
        layout="vertical"
        style={{ maxWidth: 360 }}
        onFinish={async (values: { password: string }) => {
          if (await open({ password: values.password })) setPassword(values.password);
        }}
      >
        <Typography.Paragraph>{t('visitor.passwordHint')}</Typography.Paragraph>
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
        <Form.Item
          name="password"
          label={t('visitor.password')}
          rules={[{ required: true, message: t('visitor.passwordHint') }]}
        >
          <Input.Password autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('visitor.open')}
        </Button>
      </Form>
    );
  }
  if (failure) return <Alert type="error" showIcon message={failure} />;
  if (!opened) return <Spin aria-label={t('visitor.loading')} />;

  const goTo = (folderId?: number) => void open({ password, ...(folderId === undefined ? {} : { folderId }) });
  const fileLink = (entry: SharedDiskEntry, inline: boolean) =>
    sharedDiskFileUrl(token, entry.entryId, opened.ticket, inline);
  return (
    <section aria-labelledby="shared-disk-title">
      <Typography.Title level={1} id="shared-disk-title" style={{ fontSize: 24, marginTop: 0 }}>
        {opened.name}
      </Typography.Title>
      {opened.kind === 'folder' && opened.crumbs.length > 0 && (
        <Breadcrumb
          style={{ marginBottom: 12 }}
          items={[
            {
              title: (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => goTo()}>
                  {opened.name}
                </Button>
              ),
            },
            ...opened.crumbs.map((crumb) => ({
              title: (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => goTo(crumb.entryId)}>
                  {crumb.name}
                </Button>
              ),
            })),
          ]}
        />
      )}
      <List
        bordered
        dataSource={opened.entries}
        locale={{ emptyText: t('visitor.empty') }}
        renderItem={(entry) => (
          <List.Item
            actions={
              entry.kind === 'file'
                ? [
                    entry.preview && (
                      <Button key="view" size="small" href={fileLink(entry, true)} target="_blank" rel="noopener">
                        {t('visitor.view')}
                      </Button>
                    ),
                    <Button
                      key="download"
                      size="small"
                      type="primary"
                      // The name says "下载 <file>"; antd's "下 载" would no longer be part of it (axe).
                      autoInsertSpace={false}
                      href={fileLink(entry, false)}
                      download={entry.name}
                      aria-label={t('visitor.downloadNamed', { name: entry.name })}
                    >
                      {t('visitor.download')}
                    </Button>,
                  ].filter(Boolean)
                : []
            }
          >
            <Space>
              {entry.kind === 'folder' ? <FolderOutlined aria-hidden /> : <FileOutlined aria-hidden />}
              {entry.kind === 'folder' ? (
                <Button type="link" style={{ padding: 0 }} onClick={() => goTo(entry.entryId)}>
                  {entry.name}
                </Button>
              ) : (
                <span>{entry.name}</span>
              )}
              {entry.kind === 'file' && <Typography.Text type="secondary">{formatSize(entry.size)}</Typography.Text>}
            </Space>
          </List.Item>
        )}
      />
    </section>
  );
}

/** /diskShared/{token} (issue 32, ADR 0116): a shared disk file or folder, read-only, without signing in. */
export default function SharedDiskPage() {
  const { t } = useTranslation('shareLinks');
  const rest = useParams()['*'] ?? '';
  const token = TOKEN.test(rest) ? rest : undefined;
  const summary = useQuery({
    queryKey: ['diskShared', token],
    queryFn: async () => (await getSharedDiskSummary(token ?? '')).data,
    enabled: token !== undefined,
    retry: false,
  });
  let body: ReactNode;
  if (token === undefined || summary.isError) {
    body = (
      <ShareGone title={t('visitor.invalidTitle')} hint={t('visitor.invalidHint')} backHome={t('visitor.backHome')} />
    );
  } else if (!summary.data) {
    body = <Spin aria-label={t('visitor.loading')} />;
  } else {
    body = <SharedEntries token={token} needsPassword={summary.data.needsPassword} />;
  }
  return <PublicShareFrame note={t('visitor.readOnly')}>{body}</PublicShareFrame>;
}
