import { PlusOutlined } from '@ant-design/icons';
import type { TaskCaseRow } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTaskCases } from '../../../api/testing';
import { RESULT_COLORS, priorityLabel, resultLabel } from '../labels';
import { testingKeys } from '../queries';
import { AddCasesDialog } from './AddCasesDialog';
import { formatInstant } from '../../../ui/format';

/** The task's cases with their latest result, and adding cases from the library by filter or by picking them. */
export function TaskCases({ projectId, taskId }: { projectId: number; taskId: number }) {
  const { t } = useTranslation('testing');
  const cases = useQuery({
    queryKey: testingKeys.taskCases(projectId, taskId),
    queryFn: async () => (await getTaskCases(projectId, taskId)).data,
  });
  const [adding, setAdding] = useState(false);
  const columns: ColumnsType<TaskCaseRow> = [
    { key: 'case', title: t('taskCases.case'), dataIndex: 'caseName' },
    { key: 'module', title: t('taskCases.module'), render: (_, row) => row.moduleName ?? t('library.rootCases') },
    { key: 'priority', title: t('case.priority'), render: (_, row) => priorityLabel(row.priority) },
    { key: 'executor', title: t('taskCases.executor'), render: (_, row) => row.executor?.name ?? t('report.none') },
    {
      key: 'result',
      title: t('taskCases.result'),
      render: (_, row) => <Tag color={RESULT_COLORS[row.result]}>{resultLabel(row.result)}</Tag>,
    },
    {
      key: 'lastRun',
      title: t('taskCases.lastRun'),
      render: (_, row) => (row.lastRunTime ? formatInstant(row.lastRunTime) : t('report.none')),
    },
    { key: 'defects', title: t('taskCases.defects'), dataIndex: 'defectCount' },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {t('taskCases.add')}
      </Button>
      <Table<TaskCaseRow>
        rowKey="taskCaseId"
        size="middle"
        loading={cases.isFetching}
        columns={columns}
        dataSource={cases.data ?? []}
        locale={{ emptyText: t('taskCases.empty') }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        scroll={{ x: 800 }}
      />
      {adding && <AddCasesDialog projectId={projectId} taskId={taskId} onClose={() => setAdding(false)} />}
    </Space>
  );
}
