import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type TestTaskRow } from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Progress, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTestTasks } from '../../../api/testing';
import { useSession } from '../../../session/store';
import { TASK_STATUS_COLORS, phaseLabel, taskStatusLabel } from '../labels';
import { testingKeys } from '../queries';
import { TaskFormDialog } from './TaskFormDialog';

/** The project's test tasks (spec point 2 "test"), newest first, with progress and pass rate. */
export function TaskList({ projectId, onOpen }: { projectId: number; onOpen: (taskId: number) => void }) {
  const { t } = useTranslation('testing');
  const session = useSession();
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const tasks = useQuery({
    queryKey: testingKeys.tasks(projectId, page),
    queryFn: () => getTestTasks({ projectId }, page),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<TestTaskRow> = [
    {
      key: 'name',
      title: t('task.name'),
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row.taskId)}>
          {row.taskName}
        </Button>
      ),
    },
    { key: 'phase', title: t('task.phase'), render: (_, row) => phaseLabel(row.phase) },
    {
      key: 'status',
      title: t('task.status'),
      render: (_, row) => <Tag color={TASK_STATUS_COLORS[row.status]}>{taskStatusLabel(row.status)}</Tag>,
    },
    { key: 'dates', title: t('task.dates'), render: (_, row) => `${row.startDate} ~ ${row.endDate}` },
    { key: 'owner', title: t('task.owner'), render: (_, row) => row.owner.name },
    { key: 'cases', title: t('task.caseCount'), dataIndex: 'caseCount' },
    {
      key: 'progress',
      title: t('task.progress'),
      render: (_, row) => <Progress percent={row.progress} size="small" style={{ minWidth: 100 }} />,
    },
    {
      key: 'passRate',
      title: t('task.passRate'),
      render: (_, row) => (row.passRate === null ? t('report.none') : `${String(row.passRate)}%`),
    },
  ];
  return (
    <Card
      title={t('task.listTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('task.new')}
        </Button>
      }
    >
      <Table<TestTaskRow>
        rowKey="taskId"
        loading={tasks.isFetching}
        columns={columns}
        dataSource={tasks.data?.rows ?? []}
        locale={{ emptyText: t('task.empty') }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: tasks.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        scroll={{ x: 900 }}
      />
      {creating && session && (
        <TaskFormDialog
          projectId={projectId}
          userId={session.user.userId}
          onClose={() => setCreating(false)}
          onSaved={(taskId) => {
            setCreating(false);
            onOpen(taskId);
          }}
        />
      )}
    </Card>
  );
}
