import { TEST_RESULTS, type TestStep, type TestResult } from '@questline/contract';
import { Input, List, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resultLabel } from '../labels';

/** What the tester marked for one step: its result and what actually happened. */
export interface StepMark {
  result?: TestResult;
  actual?: string;
}

/** A step case's steps on the run screen, each with its own result and the actual outcome. */
export function RunSteps({
  steps,
  marks,
  runnable,
  onMark,
}: {
  steps: readonly TestStep[];
  marks: Record<number, StepMark>;
  runnable: boolean;
  onMark: (index: number, mark: StepMark) => void;
}) {
  const { t } = useTranslation('testing');
  return (
    <List
      size="small"
      dataSource={steps}
      renderItem={(step, index) => (
        <List.Item data-testid="run-step">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text strong>{`${String(index + 1)}. ${step.action}`}</Typography.Text>
            <Typography.Text type="secondary">{step.expected}</Typography.Text>
            <Space wrap>
              <Segmented<TestResult>
                aria-label={t('run.stepResult', { index: index + 1 })}
                size="small"
                disabled={!runnable}
                value={marks[index]?.result ?? 0}
                options={TEST_RESULTS.map((result) => ({ value: result, label: resultLabel(result) }))}
                onChange={(value) => onMark(index, { result: value })}
              />
              <Input
                size="small"
                style={{ width: 240 }}
                placeholder={t('run.actual')}
                aria-label={`${t('run.actual')} ${String(index + 1)}`}
                disabled={!runnable}
                value={marks[index]?.actual ?? ''}
                onChange={(event) => onMark(index, { actual: event.target.value })}
              />
            </Space>
          </Space>
        </List.Item>
      )}
    />
  );
}
