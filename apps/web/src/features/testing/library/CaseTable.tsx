import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PRIORITIES, type TestCaseRow, type TestModuleTree } from '@questline/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Input, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/issues';
import {
  batchEditTestCases,
  copyTestCases,
  deleteTestCases,
  exportTestCases,
  getTestCases,
  moveTestCases,
} from '../../../api/testing';
import { floating } from '../../../ui/floating';
import { saveBlob } from '../../../ui/saveBlob';
import { caseTypeLabel, priorityLabel } from '../labels';
import { testingKeys } from '../queries';
import type { ModuleChoice } from './ModuleTree';
import { moduleOptions } from './moduleOptions';
import { fileStamp, formatInstant } from '../../../ui/format';

/** The case list of the chosen module (with sub-modules): search, paging, and the batch move, priority and delete. */
export function CaseTable({
  projectId,
  tree,
  chosen,
  onOpen,
  onNew,
  onImport,
}: {
  projectId: number;
  tree: TestModuleTree;
  chosen: ModuleChoice;
  onOpen: (caseId: number) => void;
  onNew: () => void;
  onImport: () => void;
}) {
  const { t } = useTranslation('testing');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  // The confirm dialog's content lives outside this render, so the choice is kept in a ref.
  const moveTarget = useRef<number | null>(null);
  const filter = {
    projectId,
    keyword,
    ...(chosen === 'root' ? { root: true } : typeof chosen === 'number' ? { moduleId: chosen } : {}),
  };
  const cases = useQuery({
    queryKey: testingKeys.cases(projectId, { ...filter, ...page }),
    queryFn: () => getTestCases(filter, page),
    placeholderData: keepPreviousData,
  });
  const refresh = async (count: number) => {
    setSelected([]);
    void message.success(t('library.done', { count }));
    await client.invalidateQueries({ queryKey: testingKeys.all(projectId) });
  };

  const columns: ColumnsType<TestCaseRow> = [
    {
      key: 'caseName',
      title: t('case.title'),
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row.caseId)}>
          {row.caseName}
        </Button>
      ),
    },
    { key: 'module', title: t('case.module'), render: (_, row) => row.moduleName ?? t('library.rootCases') },
    { key: 'type', title: t('case.type'), render: (_, row) => caseTypeLabel(row.caseType) },
    { key: 'priority', title: t('case.priority'), render: (_, row) => priorityLabel(row.priority) },
    {
      key: 'tags',
      title: t('case.tags'),
      render: (_, row) => row.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    },
    { key: 'version', title: t('case.version'), render: (_, row) => `v${String(row.version)}` },
    { key: 'creator', title: t('case.creator'), render: (_, row) => row.creator.name },
    {
      key: 'updateTime',
      title: t('case.updateTime'),
      render: (_, row) => formatInstant(row.updateTime),
    },
  ];

  const exportCases = async () => {
    const ticket = await exportTestCases(projectId, typeof chosen === 'number' ? chosen : undefined);
    saveBlob(await downloadFile(ticket.data.fileName), `test-cases-${fileStamp()}.xlsx`);
  };
  // Move keeps the cases (and their versions); copy makes new ones at version 1 in the target module.
  const transfer = (kind: 'move' | 'copy') => {
    moveTarget.current = null;
    modal.confirm({
      title: t(kind === 'move' ? 'library.move' : 'library.copy'),
      content: (
        <TreeSelect
          style={{ width: '100%' }}
          aria-label={t('library.targetModule')}
          treeDefaultExpandAll
          treeData={moduleOptions(tree.modules)}
          onChange={(value: number) => {
            moveTarget.current = value;
          }}
        />
      ),
      onOk: async () => {
        const body = { projectId, caseIds: selected, moduleId: moveTarget.current };
        const answer = await (kind === 'move' ? moveTestCases(body) : copyTestCases(body));
        await refresh(answer.data.count);
      },
    });
  };

  return (
    <Card size="small">
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder={t('library.search')}
          aria-label={t('library.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
          style={{ width: 240 }}
        />
        <Space wrap>
          {selected.length > 0 && (
            <>
              <Typography.Text type="secondary">{t('library.selected', { count: selected.length })}</Typography.Text>
              <Button onClick={() => transfer('move')}>{t('library.move')}</Button>
              <Button onClick={() => transfer('copy')}>{t('library.copy')}</Button>
              <Dropdown
                menu={{
                  items: PRIORITIES.map((priority) => ({ key: String(priority), label: priorityLabel(priority) })),
                  onClick: floating(async ({ key }) =>
                    refresh(
                      (await batchEditTestCases({ projectId, caseIds: selected, priority: Number(key) })).data.count,
                    ),
                  ),
                }}
              >
                <Button>{t('library.setPriority')}</Button>
              </Dropdown>
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() =>
                  void modal.confirm({
                    title: t('library.deleteConfirm', { count: selected.length }),
                    onOk: async () => refresh((await deleteTestCases(projectId, selected)).data.count),
                  })
                }
              >
                {t('library.delete')}
              </Button>
            </>
          )}
          <Button icon={<UploadOutlined />} onClick={onImport}>
            {t('library.import')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void exportCases()}>
            {t('library.export')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
            {t('library.newCase')}
          </Button>
        </Space>
      </Space>
      <Table<TestCaseRow>
        rowKey="caseId"
        size="middle"
        loading={cases.isFetching}
        columns={columns}
        dataSource={cases.data?.rows ?? []}
        locale={{ emptyText: t('library.empty') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: cases.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (pageNum, pageSize) =>
            setPage((current) => ({ pageNum: pageSize === current.pageSize ? pageNum : 1, pageSize })),
        }}
      />
    </Card>
  );
}
