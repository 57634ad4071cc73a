import type { KnowledgeDocument } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getVersion, getVersions, restoreVersion } from '../../api/knowledge';
import { useWrite } from '../../ui/useWrite';
import { diffLines, documentLines } from './diff';
import { formatInstant } from '../../ui/format';

const KIND_STYLE = {
  same: { color: 'inherit', background: 'transparent', mark: ' ' },
  added: { color: '#135200', background: '#f6ffed', mark: '+' },
  removed: { color: '#a8071a', background: '#fff1f0', mark: '−' },
} as const;

/** Version history: each saved version, its differences from the current text, and restoring it. */
export function HistoryDrawer(props: {
  doc: KnowledgeDocument;
  open: boolean;
  onClose: () => void;
  onRestored: (doc: KnowledgeDocument) => void;
}) {
  const { t } = useTranslation('knowledge');
  const { doc } = props;
  const [versionId, setVersionId] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: ['knowledge', doc.kbId, 'doc', doc.docId, 'versions', doc.updateTime],
    queryFn: async () => (await getVersions(doc.kbId, doc.docId)).data,
    enabled: props.open,
  });
  const version = useQuery({
    queryKey: ['knowledge', doc.kbId, 'doc', doc.docId, 'version', versionId],
    queryFn: async () => (await getVersion(doc.kbId, doc.docId, versionId ?? 0)).data,
    enabled: props.open && versionId !== null,
  });
  const restore = useWrite({
    write: (restoredId: number) => restoreVersion(doc.kbId, doc.docId, restoredId, doc.updateTime),
    onSuccess: (restored) => {
      props.onRestored(restored.data);
      setVersionId(null);
    },
  });
  const lines = version.data ? diffLines(documentLines(version.data.content), documentLines(doc.content)) : [];

  return (
    <Drawer title={t('history.title')} open={props.open} onClose={props.onClose} size="large" destroyOnHidden>
      <Flex gap={16} align="start">
        <List
          style={{ width: 240, flexShrink: 0 }}
          size="small"
          dataSource={versions.data ?? []}
          renderItem={(item) => (
            <List.Item
              style={{ cursor: 'pointer', background: item.versionId === versionId ? '#e6f4ff' : undefined }}
              onClick={() => setVersionId(item.versionId)}
            >
              <Button type="link" style={{ padding: 0, height: 'auto', textAlign: 'start' }}>
                <span>
                  {formatInstant(item.createTime)}
                  <br />
                  <Typography.Text type="secondary">{item.editorName}</Typography.Text>
                </span>
              </Button>
            </List.Item>
          )}
        />
        <div style={{ flex: 1, minWidth: 0 }} data-testid="version-diff">
          {version.data ? (
            <>
              <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                <Typography.Text strong>{t('history.compare')}</Typography.Text>
                <Button type="primary" onClick={() => restore.mutate(version.data.versionId)}>
                  {t('history.restore')}
                </Button>
              </Flex>
              {lines.every((line) => line.kind === 'same') && (
                <Typography.Paragraph>{t('history.same')}</Typography.Paragraph>
              )}
              {lines.map((line, index) => (
                <div
                  key={index}
                  style={{
                    color: KIND_STYLE[line.kind].color,
                    background: KIND_STYLE[line.kind].background,
                    padding: '2px 8px',
                    whiteSpace: 'pre-wrap',
                  }}
                >
                  <span aria-label={line.kind === 'same' ? undefined : t(`history.${line.kind}`)}>
                    {KIND_STYLE[line.kind].mark}{' '}
                  </span>
                  {line.text}
                </div>
              ))}
            </>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.title')} />
          )}
        </div>
      </Flex>
    </Drawer>
  );
}
