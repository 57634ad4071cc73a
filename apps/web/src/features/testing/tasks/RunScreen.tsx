import {
  type RecordedResult,
  type TestTaskDetail,
  type TestRun,
  TestResultCode,
  taskAcceptsRuns,
} from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Empty, List, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTaskCases } from '../../../api/testing';
import { RESULT_COLORS, resultLabel, taskStatusLabel } from '../labels';
import { testingKeys } from '../queries';
import { CaseRunner } from './CaseRunner';
import { FileDefectDialog } from './FileDefectDialog';

/**
 * The run screen: the task's cases on the left, the chosen one on the right with its steps; P/F/B/S record
 * a result and move on (a failure stays, to file its defect), J/K or the arrows move between cases.
 */
export function RunScreen({ projectId, task }: { projectId: number; task: TestTaskDetail }) {
  const { t } = useTranslation('testing');
  const cases = useQuery({
    queryKey: testingKeys.taskCases(projectId, task.taskId),
    queryFn: async () => (await getTaskCases(projectId, task.taskId)).data,
  });
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<{ run: TestRun; taskCaseId: number } | null>(null);
  if (!cases.data) return <Skeleton active />;
  if (cases.data.length === 0) return <Empty description={t('run.empty')} />;
  const rows = cases.data;
  const current = rows[Math.min(index, rows.length - 1)];
  const move = (step: number) => setIndex((value) => Math.max(0, Math.min(rows.length - 1, value + step)));
  const runnable = taskAcceptsRuns(task.status);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <List
          size="small"
          bordered
          dataSource={rows}
          aria-label={t('run.title')}
          renderItem={(row, position) => (
            <List.Item
              onClick={() => setIndex(position)}
              style={{
                cursor: 'pointer',
                background: row.taskCaseId === current?.taskCaseId ? 'rgba(22, 119, 255, 0.08)' : undefined,
              }}
              aria-current={row.taskCaseId === current?.taskCaseId}
              data-testid="run-case"
            >
              <Typography.Text ellipsis style={{ maxWidth: '70%' }}>
                {`${String(position + 1)}. ${row.caseName}`}
              </Typography.Text>
              <Tag color={RESULT_COLORS[row.result]}>{resultLabel(row.result)}</Tag>
            </List.Item>
          )}
        />
      </Col>
      <Col xs={24} lg={16}>
        {!runnable && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('run.notRunnable', { status: taskStatusLabel(task.status) })}
          />
        )}
        {current && (
          <CaseRunner
            key={current.taskCaseId}
            projectId={projectId}
            taskId={task.taskId}
            taskCaseId={current.taskCaseId}
            runnable={runnable}
            keysEnabled={failed === null}
            onRecorded={(result: RecordedResult, run) => {
              if (result === TestResultCode.fail) setFailed({ run, taskCaseId: current.taskCaseId });
              else move(1);
            }}
            onFileDefect={(run) => setFailed({ run, taskCaseId: current.taskCaseId })}
            onMove={move}
            renderDefectDialog={(detail) =>
              failed && failed.taskCaseId === detail.taskCaseId ? (
                <FileDefectDialog
                  projectId={projectId}
                  taskCase={detail}
                  run={failed.run}
                  onClose={() => setFailed(null)}
                />
              ) : null
            }
          />
        )}
      </Col>
    </Row>
  );
}
