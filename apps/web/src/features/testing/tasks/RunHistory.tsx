import type { TaskCaseDetail } from '@questline/contract';
import { Card, Image, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant } from '../../../ui/format';
import { questionPath } from '../../issues';
import { RESULT_COLORS, questionStatusLabel, resultLabel } from '../labels';

/** Below a case on the run screen: the defects filed from its runs, then its earlier runs, newest first. */
export function RunHistory({ projectId, detail }: { projectId: number; detail: TaskCaseDetail }) {
  const { t } = useTranslation('testing');
  return (
    <>
      {detail.defects.length > 0 && (
        <Card size="small" title={t('run.defects')}>
          <List
            size="small"
            dataSource={detail.defects}
            renderItem={(defect) => (
              <List.Item data-testid="run-defect">
                <Link
                  to={questionPath(projectId, defect.questionId)}
                >{`#${String(defect.number)} ${defect.questionName}`}</Link>
                <Tag>{questionStatusLabel(defect.status)}</Tag>
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card size="small" title={t('run.runs')}>
        <List
          size="small"
          locale={{ emptyText: t('run.noRuns') }}
          dataSource={detail.runs}
          renderItem={(run) => (
            <List.Item data-testid="run-history">
              <Space direction="vertical" size={4}>
                <Space wrap>
                  <Tag color={RESULT_COLORS[run.result]}>{resultLabel(run.result)}</Tag>
                  <Typography.Text>{run.executor.name}</Typography.Text>
                  <Typography.Text type="secondary">{formatInstant(run.createTime)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('run.ranVersion', { version: run.caseVersion })}
                  </Typography.Text>
                </Space>
                {run.note && <Typography.Text>{run.note}</Typography.Text>}
                {run.attachments.length > 0 && (
                  <Image.PreviewGroup>
                    {run.attachments.map((file) => (
                      <Image key={file.attachmentId} src={file.url} alt={file.fileName} width={64} height={48} />
                    ))}
                  </Image.PreviewGroup>
                )}
              </Space>
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}
