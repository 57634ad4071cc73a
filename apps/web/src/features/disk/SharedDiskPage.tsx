import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import type { SharedDiskEntry, SharedDiskListing } from '@questline/contract';
import { Breadcrumb, Button, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSharedDiskSummary, openSharedDisk, sharedDiskFileUrl } from '../../api/disk';
import { SharePage } from '../../ui/share/SharePage';
import { UnlockedShare } from '../../ui/share/UnlockedShare';
import { formatSize } from '../../ui/format';

/** A shared file, or a shared folder's entries with the way back up; files are viewed and downloaded by link. */
function SharedEntries({
  token,
  opened,
  go,
}: {
  token: string;
  opened: SharedDiskListing;
  go: (part: { folderId?: number }) => void;
}) {
  const { t } = useTranslation('shareLinks');
  const goTo = (folderId?: number) => go(folderId === undefined ? {} : { folderId });
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
  return (
    <SharePage
      name="diskShared"
      read={async (token) => (await getSharedDiskSummary(token)).data}
      words={{
        readOnly: t('visitor.readOnly'),
        invalidTitle: t('visitor.invalidTitle'),
        invalidHint: t('visitor.invalidHint'),
        backHome: t('visitor.backHome'),
        loading: t('visitor.loading'),
      }}
    >
      {(summary, token) => (
        <UnlockedShare
          name="diskShared"
          token={token}
          needsPassword={summary.needsPassword}
          open={async (password, part?: { folderId?: number }) =>
            (await openSharedDisk(token, { ...(password === undefined ? {} : { password }), ...part })).data
          }
          words={{
            passwordHint: t('visitor.passwordHint'),
            password: t('visitor.password'),
            open: t('visitor.open'),
            loading: t('visitor.loading'),
          }}
        >
          {(opened, go) => <SharedEntries token={token} opened={opened} go={go} />}
        </UnlockedShare>
      )}
    </SharePage>
  );
}
