import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Input, Result, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditLog } from '../../../api/admin';
import { listStatus } from '../../../ui/queryStatus';
import { formatInstant } from '../../../ui/format';
import { AuditChange } from './AuditChange';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  page: (query: object) => ['admin', 'audit', query] as const,
};

const ALL = 'all';

interface Search {
  pageNum: number;
  pageSize: number;
  keyword: string;
  action?: AuditAction;
}

/**
 * /admin/audit (issue 35, ADR 0128): every change made in the administration area, newest first, found by the
 * actor's or target's name and by action. Read only: nobody can edit or remove a line, not even here.
 */
export default function AuditLogPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState<Search>({ pageNum: 1, pageSize: 20, keyword: '' });
  const list = useQuery({
    queryKey: auditKeys.page(search),
    queryFn: () => auditLog(search),
    placeholderData: keepPreviousData,
  });

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Card title={t('audit.title')}>
      <p style={{ marginTop: 0 }}>{t('audit.hint')}</p>
      <Flex wrap gap={12} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('audit.search')}
          placeholder={t('audit.search')}
          onSearch={(keyword) => setSearch({ ...search, pageNum: 1, keyword: keyword.trim() })}
          style={{ maxWidth: 320 }}
        />
        <Select<AuditAction | typeof ALL>
          aria-label={t('audit.action')}
          value={search.action ?? ALL}
          onChange={(action) => setSearch({ ...search, pageNum: 1, action: action === ALL ? undefined : action })}
          options={[
            // A real option rather than a placeholder: antd's pale placeholder text fails the contrast check.
            { value: ALL, label: t('audit.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
          ]}
          style={{ minWidth: 220 }}
        />
      </Flex>
      <Table<AuditEntry>
        rowKey="auditId"
        size="small"
        dataSource={list.data?.rows ?? []}
        {...listStatus(list, t('audit.empty'))}
        scroll={{ x: 760 }}
        expandable={{ expandedRowRender: (row) => <AuditChange entry={row} /> }}
        columns={[
          { key: 'time', title: t('audit.time'), render: (_v, row) => formatInstant(row.createTime) },
          { key: 'actor', title: t('audit.actor'), dataIndex: 'actorName' },
          { key: 'action', title: t('audit.action'), render: (_v, row) => t(`audit.actions.${row.action}`) },
          {
            key: 'target',
            title: t('audit.target'),
            render: (_v, row) => `${t(`audit.targetTypes.${row.targetType}`)} ${row.targetLabel}`,
          },
          { key: 'ip', title: t('audit.ip'), dataIndex: 'ip' },
        ]}
        pagination={{
          current: search.pageNum,
          pageSize: search.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) =>
            setSearch({ ...search, pageNum: pageSize === search.pageSize ? pageNum : 1, pageSize }),
        }}
      />
    </Card>
  );
}
