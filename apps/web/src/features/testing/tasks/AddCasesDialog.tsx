import { PRIORITIES, type Priority, TEST_CASE_TYPES, type TestCaseRow, type TestCaseType } from '@questline/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Modal, Select, Table, Tag, TreeSelect, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTaskCases, getTestCases, getTestModuleTree } from '../../../api/testing';
import { caseTypeLabel, optionsOf, priorityLabel } from '../labels';
import { moduleOptions } from '../library/moduleOptions';
import { testingKeys } from '../queries';
import { useWrite } from '../../../ui/useWrite';

/** The library filter the dialog builds; the server reads the same fields for the list and for adding. */
interface CaseQuery {
  moduleId?: number;
  keyword?: string;
  caseType?: TestCaseType;
  priority?: Priority;
  tag?: string;
}
const PREVIEW_PAGE_SIZE = 10;
/** "Any" as a real choice: antd's grey placeholder text falls short of 4.5:1 contrast. */
const ANY = 0;

/**
 * Adds library cases to a task (issue 14 "cases added from the library by module or filter"): a filter
 * by module (with sub-modules), title, type, priority and tag shows how many cases match before adding
 * them all, and ticking rows adds only those. Cases already in the task are skipped by the server.
 */
export function AddCasesDialog({
  projectId,
  taskId,
  onClose,
}: {
  projectId: number;
  taskId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('testing');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [query, setQuery] = useState<CaseQuery>({});
  const [pageNum, setPageNum] = useState(1);
  const [chosen, setChosen] = useState<number[]>([]);
  const change = (next: CaseQuery) => {
    setQuery({ ...query, ...next });
    setPageNum(1);
  };
  const tree = useQuery({
    queryKey: testingKeys.tree(projectId),
    queryFn: async () => (await getTestModuleTree(projectId)).data,
  });
  const filter = { projectId, ...query };
  const preview = useQuery({
    queryKey: testingKeys.cases(projectId, { ...filter, pageNum, preview: true }),
    queryFn: () => getTestCases(filter, { pageNum, pageSize: PREVIEW_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const matching = preview.data?.total ?? 0;
  const add = useWrite({
    write: (body: { filter: CaseQuery } | { caseIds: number[] }) => addTaskCases({ projectId, taskId, ...body }),
    onSuccess: async (answer) => {
      void message.success(t('taskCases.added', { count: answer.data.length }));
      await client.invalidateQueries({ queryKey: testingKeys.all(projectId) });
      onClose();
    },
  });
  const columns: ColumnsType<TestCaseRow> = [
    { key: 'caseName', title: t('taskCases.case'), dataIndex: 'caseName' },
    { key: 'module', title: t('taskCases.module'), render: (_, row) => row.moduleName ?? t('library.rootCases') },
    { key: 'priority', title: t('case.priority'), render: (_, row) => priorityLabel(row.priority) },
    { key: 'tags', title: t('case.tags'), render: (_, row) => row.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
  ];
  return (
    <Modal
      open
      width={760}
      title={t('taskCases.addTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('taskCases.cancel')}
        </Button>,
        <Button
          key="chosen"
          disabled={chosen.length === 0}
          loading={add.isPending}
          onClick={() => add.mutate({ caseIds: chosen })}
        >
          {t('taskCases.addChosen', { count: chosen.length })}
        </Button>,
        <Button
          key="matching"
          type="primary"
          disabled={matching === 0}
          loading={add.isPending}
          onClick={() => add.mutate({ filter: query })}
        >
          {t('taskCases.addMatching', { count: matching })}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('taskCases.addHint')}</Typography.Paragraph>
      <Flex wrap gap="small" style={{ marginBottom: 12 }}>
        <TreeSelect
          style={{ width: 200 }}
          aria-label={t('taskCases.module')}
          treeDefaultExpandAll
          treeData={[
            { value: ANY, title: t('taskCases.anyModule'), children: [] },
            ...moduleOptions(tree.data?.modules ?? []),
          ]}
          value={query.moduleId ?? ANY}
          onChange={(moduleId: number) => change({ moduleId: moduleId || undefined })}
        />
        <Input.Search
          style={{ width: 180 }}
          aria-label={t('taskCases.keyword')}
          placeholder={t('taskCases.keyword')}
          allowClear
          onSearch={(keyword) => change({ keyword })}
        />
        <Select<TestCaseType | typeof ANY>
          style={{ width: 140 }}
          aria-label={t('case.type')}
          options={[{ value: ANY, label: t('taskCases.anyType') }, ...optionsOf(TEST_CASE_TYPES, caseTypeLabel)]}
          value={query.caseType ?? ANY}
          onChange={(caseType) => change({ caseType: caseType || undefined })}
        />
        <Select<Priority | typeof ANY>
          style={{ width: 140 }}
          aria-label={t('case.priority')}
          options={[{ value: ANY, label: t('taskCases.anyPriority') }, ...optionsOf(PRIORITIES, priorityLabel)]}
          value={query.priority ?? ANY}
          onChange={(priority) => change({ priority: priority || undefined })}
        />
        <Input.Search
          style={{ width: 150 }}
          aria-label={t('taskCases.tag')}
          placeholder={t('taskCases.tag')}
          allowClear
          onSearch={(tag) => change({ tag: tag.trim() || undefined })}
        />
      </Flex>
      <Typography.Text strong data-testid="add-cases-count">
        {t('taskCases.matching', { count: matching })}
      </Typography.Text>
      <Table<TestCaseRow>
        rowKey="caseId"
        size="small"
        loading={preview.isFetching}
        columns={columns}
        dataSource={preview.data?.rows ?? []}
        rowSelection={{
          selectedRowKeys: chosen,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setChosen(keys.map(Number)),
        }}
        pagination={{
          current: pageNum,
          pageSize: PREVIEW_PAGE_SIZE,
          total: matching,
          showSizeChanger: false,
          onChange: setPageNum,
        }}
        scroll={{ x: 600 }}
      />
    </Modal>
  );
}
