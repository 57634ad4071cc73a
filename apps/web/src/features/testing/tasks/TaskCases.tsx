import { PlusOutlined } from '@ant-design/icons';
import type { TaskCaseRow } from '@questline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTaskCases, getTaskCases, getTestModuleTree } from '../../../api/testing';
import { RESULT_COLORS, priorityLabel, resultLabel } from '../labels';
import { moduleOptions } from '../library/moduleOptions';
import { testingKeys } from '../queries';

/** The task's cases with their latest result, and adding cases from the library by module. */
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
      render: (_, row) => (row.lastRunTime ? dayjs(row.lastRunTime).format('YYYY-MM-DD HH:mm') : t('report.none')),
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

function AddCasesDialog({ projectId, taskId, onClose }: { projectId: number; taskId: number; onClose: () => void }) {
  const { t } = useTranslation('testing');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [moduleIds, setModuleIds] = useState<number[]>([]);
  const tree = useQuery({
    queryKey: testingKeys.tree(projectId),
    queryFn: async () => (await getTestModuleTree(projectId)).data,
  });
  const add = useMutation({
    mutationFn: () => addTaskCases({ projectId, taskId, moduleIds }),
    onSuccess: async (answer) => {
      void message.success(t('taskCases.added', { count: answer.data.length }));
      await client.invalidateQueries({ queryKey: testingKeys.all(projectId) });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('taskCases.addTitle')}
      onCancel={onClose}
      onOk={() => add.mutate()}
      okButtonProps={{ disabled: moduleIds.length === 0, loading: add.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('taskCases.addHint')}</Typography.Paragraph>
      <TreeSelect
        style={{ width: '100%' }}
        aria-label={t('taskCases.module')}
        multiple
        treeCheckable
        treeDefaultExpandAll
        treeData={moduleOptions(tree.data?.modules ?? [])}
        value={moduleIds}
        onChange={(value: number[]) => setModuleIds(value)}
        data-testid="add-cases-modules"
      />
    </Modal>
  );
}
