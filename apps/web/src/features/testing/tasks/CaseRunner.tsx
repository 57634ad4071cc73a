import { BugOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type QuestionAttachment,
  RECORDED_RESULTS,
  type RecordedResult,
  type TaskCaseDetail,
  type TestResult,
  type TestRun,
  TestResultCode,
} from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Input, Skeleton, Space, Tag, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '../../../api/issues';
import { getTaskCase, recordRun } from '../../../api/testing';
import { floating } from '../../../ui/floating';
import { RESULT_COLORS, resultLabel } from '../labels';
import { testingKeys } from '../queries';
import { RunHistory } from './RunHistory';
import { RunSteps, type StepMark } from './RunSteps';
import { type RunKey, useRunKeys } from './useRunKeys';
import { useWrite } from '../../../ui/useWrite';

const KEY_RESULTS: Partial<Record<RunKey, RecordedResult>> = { pass: 1, fail: 2, block: 3, skip: 4 };
const BUTTON_KEYS: Record<RecordedResult, 'run.pass' | 'run.fail' | 'run.block' | 'run.skip'> = {
  1: 'run.pass',
  2: 'run.fail',
  3: 'run.block',
  4: 'run.skip',
};

/** A step's own result, or undefined while it is still "not started". */
function markedResult(result: TestResult | undefined): RecordedResult | undefined {
  return result === undefined || result === TestResultCode.notStarted ? undefined : result;
}

/** One case on the run screen: its content, step results, note and screenshots, and its earlier runs. */
export function CaseRunner({
  projectId,
  taskId,
  taskCaseId,
  runnable,
  keysEnabled,
  onRecorded,
  onFileDefect,
  onMove,
  renderDefectDialog,
}: {
  projectId: number;
  taskId: number;
  taskCaseId: number;
  runnable: boolean;
  keysEnabled: boolean;
  onRecorded: (result: RecordedResult, run: TestRun) => void;
  onFileDefect: (run: TestRun) => void;
  onMove: (step: number) => void;
  renderDefectDialog: (detail: TaskCaseDetail) => ReactNode;
}) {
  const { t } = useTranslation('testing');
  const { message } = App.useApp();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: testingKeys.taskCase(projectId, taskCaseId),
    queryFn: async () => (await getTaskCase(projectId, taskCaseId)).data,
  });
  const [stepResults, setStepResults] = useState<Record<number, StepMark>>({});
  const [note, setNote] = useState('');
  const [shots, setShots] = useState<QuestionAttachment[]>([]);
  const steps = detail.data?.content.mode === 'step' ? detail.data.content.steps : [];

  const record = useWrite({
    write: (result: RecordedResult) => {
      const marked = Object.values(stepResults).some((step) => (step.result ?? 0) !== 0);
      return recordRun({
        projectId,
        taskId,
        taskCaseId,
        result,
        note,
        // Steps left unmarked take the case's result, or pass once another step says where it went wrong.
        stepResults: steps.map((_, index) => ({
          result: markedResult(stepResults[index]?.result) ?? (marked ? TestResultCode.pass : result),
          actual: stepResults[index]?.actual ?? '',
        })),
        attachmentIds: shots.map((shot) => shot.attachmentId),
      });
    },
    onSuccess: async (answer, result) => {
      void message.success(t('run.recorded', { result: resultLabel(result) }));
      setStepResults({});
      setNote('');
      setShots([]);
      await client.invalidateQueries({ queryKey: testingKeys.all(projectId) });
      const [latest] = answer.data.runs;
      if (latest) onRecorded(result, latest);
    },
  });
  useRunKeys(keysEnabled && !record.isPending, (key) => {
    const result = KEY_RESULTS[key];
    if (result !== undefined) {
      if (runnable && detail.data) record.mutate(result);
      return;
    }
    onMove(key === 'next' ? 1 : -1);
  });

  if (!detail.data) return <Skeleton active />;
  const data = detail.data;
  const lastFailed = data.runs.find((run) => run.result === TestResultCode.fail);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        title={data.caseName}
        extra={<Tag color={RESULT_COLORS[data.result]}>{resultLabel(data.result)}</Tag>}
      >
        <Typography.Paragraph type="secondary">{t('run.keys')}</Typography.Paragraph>
        {data.content.precondition && (
          <Descriptions
            size="small"
            column={1}
            items={[{ key: 'pre', label: t('case.precondition'), children: data.content.precondition }]}
          />
        )}
        {data.content.mode === 'text' ? (
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'steps',
                label: t('case.textSteps'),
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{data.content.textSteps}</span>,
              },
              {
                key: 'expected',
                label: t('case.textExpected'),
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{data.content.textExpected}</span>,
              },
            ]}
          />
        ) : (
          <RunSteps
            steps={steps}
            marks={stepResults}
            runnable={runnable}
            onMark={(index, mark) =>
              setStepResults((current) => ({ ...current, [index]: { ...current[index], ...mark } }))
            }
          />
        )}
        <Input.TextArea
          style={{ marginTop: 12 }}
          placeholder={t('run.note')}
          aria-label={t('run.note')}
          autoSize={{ minRows: 2, maxRows: 5 }}
          disabled={!runnable}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Space wrap style={{ marginTop: 12 }}>
          <Upload
            accept="image/*"
            showUploadList={false}
            disabled={!runnable}
            customRequest={floating(async ({ file, onSuccess, onError }) => {
              try {
                const blob = file as File;
                const answer = await uploadAttachment(projectId, blob, blob.name);
                setShots((current) => [...current, answer.data]);
                onSuccess?.(answer.data);
              } catch (error) {
                onError?.(error as Error);
              }
            })}
          >
            <Button icon={<UploadOutlined />} disabled={!runnable}>
              {t('run.upload')}
            </Button>
          </Upload>
          {shots.map((shot) => (
            <Tag key={shot.attachmentId} data-testid="run-shot">
              {shot.fileName}
            </Tag>
          ))}
        </Space>
        <Space wrap style={{ marginTop: 16 }}>
          {RECORDED_RESULTS.map((result) => (
            <Button
              key={result}
              type={result === TestResultCode.pass ? 'primary' : 'default'}
              danger={result === TestResultCode.fail}
              disabled={!runnable}
              loading={record.isPending && record.variables === result}
              onClick={() => record.mutate(result)}
            >
              {t(BUTTON_KEYS[result])}
            </Button>
          ))}
          <Button onClick={() => onMove(-1)}>{t('run.previous')}</Button>
          <Button onClick={() => onMove(1)}>{t('run.next')}</Button>
          {lastFailed && (
            <Button icon={<BugOutlined />} onClick={() => onFileDefect(lastFailed)}>
              {t('run.fileDefect')}
            </Button>
          )}
        </Space>
      </Card>
      <RunHistory projectId={projectId} detail={data} />
      {renderDefectDialog(data)}
    </Space>
  );
}
