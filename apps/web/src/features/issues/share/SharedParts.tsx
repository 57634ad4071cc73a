import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  HISTORY_LABELS,
  type Locale,
  PRIORITY_LABELS,
  QUESTION_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
  type QuestionStatus,
  RESOLUTION_LABELS,
  SEVERITY_LABELS,
  type SharedHistoryRow,
  type SharedQuestion,
  completionDetailOf,
} from '@questline/contract';
import { Empty, Image, Space, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLOURS, SEVERITY_COLOURS, STATUS_COLOURS, TYPE_COLOURS } from '../tagColours';
import { formatInstant, formatSize } from '../../../ui/format';
import { VideoPlayer } from './VideoPlayer';

/** What the tags show: a shared issue and a member's detail both have these. */
export type TaggedQuestion = Pick<SharedQuestion, 'questionType' | 'status' | 'priority' | 'severity'>;

/** Type, status, priority and severity, each named by its field for screen readers. */
export function QuestionTags({ question, locale }: { question: TaggedQuestion; locale: Locale }) {
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

type SharedAttachment = SharedQuestion['attachments'][number];

/**
 * Images preview in place, videos play in place, other files download (served as attachments). A member's
 * detail passes `actions` (remove) for the attachments they may change; the public page passes none.
 */
export function SharedAttachments({
  attachments,
  actions,
}: {
  attachments: SharedQuestion['attachments'];
  actions?: (attachment: SharedAttachment) => ReactNode;
}) {
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
                <figcaption style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                  {item.fileName} {actions?.(item)}
                </figcaption>
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
                <>
                  <VideoPlayer
                    src={item.url}
                    fileName={item.fileName}
                    caption={`${item.fileName} · ${formatSize(item.size)}`}
                  />
                  {actions?.(item)}
                </>
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
                  {actions?.(item)}
                </Space>
              )}
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}

/**
 * A member's history row also carries what changed besides the status; a public share's does not
 * (shareApi.ts), so its rows never show a resolution.
 */
type HistoryRow = SharedHistoryRow & { detail?: Record<string, unknown> };

/** What a completion said (issue 38 point 7): the resolution, the fixed-in version, the duplicated issue. */
function CompletionLines({ detail, locale }: { detail: Record<string, unknown>; locale: Locale }) {
  const { t } = useTranslation('share');
  const completion = completionDetailOf(detail);
  if (!completion?.resolution) return null;
  const { fixedVersion, duplicateOf } = completion;
  return (
    <div data-testid="history-resolution">
      {t('history.resolution', { resolution: RESOLUTION_LABELS[locale][completion.resolution] })}
      {fixedVersion && <div>{t('history.fixedIn', { version: fixedVersion.name })}</div>}
      {duplicateOf && (
        <div>{t('history.duplicateOf', { number: duplicateOf.number, name: duplicateOf.questionName })}</div>
      )}
    </div>
  );
}

/** Spec point 4 "Issue history": what happened, who did it (by name) and when, oldest first. */
export function SharedHistory({ history, locale }: { history: HistoryRow[]; locale: Locale }) {
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
            {row.detail && <CompletionLines detail={row.detail} locale={locale} />}
            {row.note && (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{row.note}</Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}

/**
 * The description as the server stored it: sanitised on write (allow-listed tags, the project's own images
 * only) and, on a share, its images pointed at the share; or a quiet line when there is none.
 */
export function QuestionDescription({ html, empty }: { html: string; empty: string }) {
  if (!html) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return <div className="rich-text" data-testid="question-description" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A title's words: the issue's number, quieter, then its name; the caller's heading sets level and size. */
export function NumberedName({ question }: { question: Pick<SharedQuestion, 'number' | 'questionName'> }) {
  return (
    <>
      <Typography.Text type="secondary" style={{ fontSize: 'inherit', marginRight: 8 }}>
        #{question.number}
      </Typography.Text>
      {question.questionName}
    </>
  );
}
