import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { type PartialData, type QuestionRow, WORKFLOW_ACTION_LABELS, type WorkflowAction } from '@questline/contract';
import { Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';

export interface BatchOutcome {
  action: WorkflowAction;
  rows: QuestionRow[];
  result: PartialData;
}

interface Line {
  questionId: number;
  number: number;
  questionName: string;
  ok: boolean;
  msg: string;
}

/** A batch where some issues failed (500201): each issue's number, title and what became of it. */
export function BatchResultDialog({ outcome, onClose }: { outcome: BatchOutcome; onClose: () => void }) {
  const { t } = useTranslation('issues');
  const failed = new Map(outcome.result.failed.map((item) => [item.id, item.msg]));
  const lines: Line[] = outcome.rows.map((row) => ({
    questionId: row.questionId,
    number: row.number,
    questionName: row.questionName,
    ok: !failed.has(row.questionId),
    msg: failed.get(row.questionId) ?? t('batch.succeeded'),
  }));
  // What needs attention comes first.
  lines.sort((a, b) => Number(a.ok) - Number(b.ok));

  return (
    <Modal
      open
      width={720}
      title={t('batch.resultTitle', { action: WORKFLOW_ACTION_LABELS[currentLocale()][outcome.action] })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Typography.Paragraph data-testid="batch-summary">
        {t('batch.summary', { succeeded: outcome.result.succeeded.length, failed: outcome.result.failed.length })}
      </Typography.Paragraph>
      {/* A long list scrolls in a box that the keyboard can reach and scroll (WCAG 2.1.1). */}
      <div tabIndex={0} role="region" aria-label={t('batch.outcome')} style={{ maxHeight: 360, overflowY: 'auto' }}>
        <Table<Line>
          size="small"
          rowKey="questionId"
          pagination={false}
          dataSource={lines}
          columns={[
            { key: 'number', title: t('columns.number'), width: 80, render: (_v, line) => `#${String(line.number)}` },
            { key: 'title', title: t('columns.questionName'), dataIndex: 'questionName' },
            {
              key: 'outcome',
              title: t('batch.outcome'),
              render: (_v, line) =>
                line.ok ? (
                  <Typography.Text type="success">
                    <CheckCircleOutlined aria-hidden /> {line.msg}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="danger">
                    <CloseCircleOutlined aria-hidden /> {line.msg}
                  </Typography.Text>
                ),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
