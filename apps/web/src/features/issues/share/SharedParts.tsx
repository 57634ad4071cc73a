import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  HISTORY_LABELS,
  type Locale,
  PRIORITY_LABELS,
  type Priority,
  QUESTION_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
  type QuestionStatus,
  type QuestionType,
  SEVERITY_LABELS,
  type Severity,
  type SharedQuestion,
} from '@questline/contract';
import { Empty, Image, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatSize } from './format';

/*
 * Tag colours are antd presets whose text keeps 4.5:1 on their pale fill (WCAG AA, checked by axe in the
 * journeys); the orange, gold, green and cyan presets do not, so they are not used.
 */
const STATUS_COLOURS: Record<QuestionStatus, string> = {
  1: 'default',
  2: 'blue',
  3: 'geekblue',
  4: 'purple',
  5: 'purple',
  6: 'magenta',
  7: 'success',
  8: 'error',
  9: 'default',
  10: 'default',
};
const TYPE_COLOURS: Record<QuestionType, string> = { 1: 'red', 2: 'blue', 3: 'purple', 4: 'geekblue' };
const PRIORITY_COLOURS: Record<Priority, string> = { 1: 'default', 2: 'blue', 3: 'magenta', 4: 'red' };
const SEVERITY_COLOURS: Record<Severity, string> = { 1: 'default', 2: 'magenta', 3: 'red' };

/** Type, status, priority and severity, each named by its field for screen readers. */
export function QuestionTags({ question, locale }: { question: SharedQuestion; locale: Locale }) {
  const { t } = useTranslation('share');
  const tags = [
    {
      key: 'type',
      color: TYPE_COLOURS[question.questionType],
      text: QUESTION_TYPE_LABELS[locale][question.questionType],
    },
    { key: 'status', color: STATUS_COLOURS[question.status], text: QUESTION_STATUS_LABELS[locale][question.status] },
    { key: 'priority', color: PRIORITY_COLOURS[question.priority], text: PRIORITY_LABELS[locale][question.priority] },
    { key: 'severity', color: SEVERITY_COLOURS[question.severity], text: SEVERITY_LABELS[locale][question.severity] },
  ] as const;
  return (
    <Space size={[4, 8]} wrap data-testid="shared-tags">
      {tags.map((tag) => (
        <Tag key={tag.key} color={tag.color} aria-label={`${t(`fields.${tag.key}`)}: ${tag.text}`}>
          {tag.text}
        </Tag>
      ))}
    </Space>
  );
}

/** Images preview in place, videos play in place, other files download (served as attachments). */
export function SharedAttachments({ attachments }: { attachments: SharedQuestion['attachments'] }) {
  const { t } = useTranslation('share');
  if (attachments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sections.noAttachments')} />;
  }
  const images = attachments.filter((item) => item.kind === 'image');
  const others = attachments.filter((item) => item.kind !== 'image');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {images.length > 0 && (
        <Image.PreviewGroup>
          <Space size={12} wrap>
            {images.map((item) => (
              <figure key={item.attachmentId} style={{ margin: 0, width: 160 }}>
                <Image
                  src={item.url}
                  alt={item.fileName}
                  width={160}
                  height={120}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                />
                <figcaption style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{item.fileName}</figcaption>
              </figure>
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {others.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {others.map((item) => (
            <li key={item.attachmentId}>
              {item.kind === 'video' ? (
                <figure style={{ margin: 0 }}>
                  <video
                    src={item.url}
                    controls
                    preload="metadata"
                    aria-label={t('attachment.video', { name: item.fileName })}
                    style={{ maxWidth: '100%', maxHeight: 360, background: '#000', borderRadius: 6 }}
                  />
                  <figcaption style={{ fontSize: 12 }}>
                    {item.fileName} · {formatSize(item.size)}
                  </figcaption>
                </figure>
              ) : (
                <Space>
                  <PaperClipOutlined aria-hidden />
                  <Typography.Link href={item.url} download={item.fileName}>
                    {item.fileName}
                  </Typography.Link>
                  <Typography.Text type="secondary">{formatSize(item.size)}</Typography.Text>
                  <Typography.Link
                    href={item.url}
                    download={item.fileName}
                    aria-label={t('attachment.download', { name: item.fileName })}
                  >
                    <DownloadOutlined />
                  </Typography.Link>
                </Space>
              )}
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}

/** Spec point 4 "Issue history": what happened, who did it (by name) and when, oldest first. */
export function SharedHistory({ history, locale }: { history: SharedQuestion['history']; locale: Locale }) {
  const { t } = useTranslation('share');
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sections.noHistory')} />;
  const status = (value: QuestionStatus | null) => (value === null ? '' : QUESTION_STATUS_LABELS[locale][value]);
  return (
    <Timeline
      data-testid="shared-history"
      items={history.map((row, index) => ({
        key: index,
        content: (
          <div>
            <Typography.Text strong>{HISTORY_LABELS[locale][row.code]}</Typography.Text>{' '}
            <Typography.Text>{row.operatorName}</Typography.Text>{' '}
            <Typography.Text type="secondary">{formatInstant(row.createTime)}</Typography.Text>
            {row.toStatus !== null && row.fromStatus !== row.toStatus && (
              <div>
                {row.fromStatus === null
                  ? t('history.toStatus', { to: status(row.toStatus) })
                  : t('history.statusChange', { from: status(row.fromStatus), to: status(row.toStatus) })}
              </div>
            )}
            {row.note && (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{row.note}</Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
