import { ArrowLeftOutlined } from '@ant-design/icons';
import { TEST_TASK_STATUSES, type TestTaskStatus } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Dropdown, Result, Skeleton, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getTestTask, setTestTaskStatus } from '../../../api/testing';
import { TASK_STATUS_COLORS, phaseLabel, taskStatusLabel } from '../labels';
import { testingKeys } from '../queries';
import { useSession } from '../../../session/store';
import { RunScreen } from './RunScreen';
import { TaskFormDialog } from './TaskFormDialog';
import { TaskCases } from './TaskCases';
import { useWrite } from '../../../ui/useWrite';

// The report draws ECharts, which only this tab needs: it loads on first view.
const ReportView = lazy(() => import('./ReportView'));

const TABS = ['cases', 'run', 'report'] as const;
type Tab = (typeof TABS)[number];

/** One test task: its details and status, its cases, the run screen and the report, each a tab in the URL. */
export function TaskView({ projectId, taskId, onBack }: { projectId: number; taskId: number; onBack: () => void }) {
  const { t } = useTranslation('testing');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'cases';
  const task = useQuery({
    queryKey: testingKeys.task(projectId, taskId),
    queryFn: async () => (await getTestTask(projectId, taskId)).data,
  });
  const status = useWrite({
    write: (next: TestTaskStatus) => setTestTaskStatus(projectId, taskId, next),
    onSuccess: () => client.invalidateQueries({ queryKey: testingKeys.all(projectId) }),
  });
  if (task.error) {
    return (
      <Result status="404" title={t('task.notFound')} extra={<Button onClick={onBack}>{t('task.back')}</Button>} />
    );
  }
  if (!task.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const detail = task.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('task.back')} />
            <Typography.Title level={3} style={{ margin: 0 }}>
              {detail.taskName}
            </Typography.Title>
            <Tag color={TASK_STATUS_COLORS[detail.status]} data-testid="task-status">
              {taskStatusLabel(detail.status)}
            </Tag>
          </Space>
          <Space>
            <Button onClick={() => setEditing(true)}>{t('task.edit')}</Button>
            <Dropdown
              menu={{
                items: TEST_TASK_STATUSES.filter((code) => code !== detail.status).map((code) => ({
                  key: String(code),
                  label: t('task.setStatus', { status: taskStatusLabel(code) }),
                })),
                onClick: ({ key }) => status.mutate(Number(key) as TestTaskStatus),
              }}
            >
              <Button loading={status.isPending}>{t('task.status')}</Button>
            </Dropdown>
          </Space>
        </Space>
        <Descriptions
          size="small"
          style={{ marginTop: 12 }}
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'phase', label: t('task.phase'), children: phaseLabel(detail.phase) },
            { key: 'dates', label: t('task.dates'), children: `${detail.startDate} ~ ${detail.endDate}` },
            { key: 'owner', label: t('task.owner'), children: detail.owner.name },
            {
              key: 'executors',
              label: t('task.executors'),
              children: detail.executors.map((person) => person.name).join(', '),
            },
            { key: 'version', label: t('task.version'), children: detail.versionName ?? t('report.none') },
            { key: 'progress', label: t('task.progress'), children: `${String(detail.progress)}%` },
            {
              key: 'passRate',
              label: t('task.passRate'),
              children: detail.passRate === null ? t('report.none') : `${String(detail.passRate)}%`,
            },
          ]}
        />
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ taskId: String(taskId), tab: key })}
          destroyOnHidden
          items={[
            {
              key: 'cases',
              label: t('task.tabs.cases'),
              children: <TaskCases projectId={projectId} taskId={taskId} />,
            },
            { key: 'run', label: t('task.tabs.run'), children: <RunScreen projectId={projectId} task={detail} /> },
            {
              key: 'report',
              label: t('task.tabs.report'),
              children: (
                <Suspense fallback={<Spin />}>
                  <ReportView projectId={projectId} taskId={taskId} />
                </Suspense>
              ),
            },
          ]}
        />
      </Card>
      {editing && session && (
        <TaskFormDialog
          projectId={projectId}
          userId={session.user.userId}
          task={detail}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </Space>
  );
}
