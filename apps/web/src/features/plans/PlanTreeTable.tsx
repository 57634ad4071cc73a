import {
  PLAN_ITEM_TYPE_LABELS,
  PLAN_STATUS_LABELS,
  type PlanItemRow,
  type PlanItemType,
  PlanItemTypeCode,
  takesChildren,
  takesDeliverables,
} from '@questline/contract';
import { Button, Flex, Popconfirm, Progress, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';

type TreeRow = PlanItemRow & { children?: TreeRow[] };

/** The flat rows (parents first) as antd's tree data. */
function asTree(rows: readonly PlanItemRow[]): TreeRow[] {
  const byId = new Map<number, TreeRow>(rows.map((row) => [row.planId, { ...row }]));
  const roots: TreeRow[] = [];
  for (const row of byId.values()) {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children = [...(parent.children ?? []), row];
    else roots.push(row);
  }
  return roots;
}

/** A shape per type, so the type reads without colour: ▣ group, ▬ plan, ◆ milestone, ● other. */
const TYPE_ICONS: Record<PlanItemType, string> = { 1: '▣', 2: '▬', 3: '◆', 4: '●' };

interface PlanTreeTableProps {
  rows: PlanItemRow[];
  canManage: boolean;
  onEdit: (row: PlanItemRow) => void;
  onAddChild: (row: PlanItemRow) => void;
  onDelete: (row: PlanItemRow) => void;
  onDeliverables: (row: PlanItemRow) => void;
}

/** The plan tree (spec point 3 "Project plan item"): type, name, assignee, dates, status and progress. */
export function PlanTreeTable({ rows, canManage, onEdit, onAddChild, onDelete, onDeliverables }: PlanTreeTableProps) {
  const { t } = useTranslation('plans');
  const locale = currentLocale();
  // Groups open by default, new ones too; only what the person folds stays folded.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const parents = new Set(rows.map((row) => row.parentId).filter((id): id is number => id !== null));
  const expanded = [...parents].filter((id) => !folded.has(id));
  const columns: ColumnsType<TreeRow> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_value, row) => (
        <span>
          <span aria-hidden="true" style={{ marginRight: 6 }}>
            {TYPE_ICONS[row.itemType]}
          </span>
          {row.planName}
        </span>
      ),
    },
    { key: 'type', title: t('columns.type'), render: (_value, row) => PLAN_ITEM_TYPE_LABELS[locale][row.itemType] },
    { key: 'assignee', title: t('columns.assignee'), render: (_value, row) => row.assignee?.name ?? '—' },
    {
      key: 'dates',
      title: t('columns.dates'),
      render: (_value, row) =>
        row.itemType === PlanItemTypeCode.milestone ? row.startDate : `${row.startDate} ~ ${row.endDate}`,
    },
    { key: 'publishTime', title: t('columns.publishTime'), render: (_value, row) => row.publishTime ?? '—' },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_value, row) => (
        <Tag color={row.status === 1 ? 'green' : 'default'}>{PLAN_STATUS_LABELS[locale][row.status]}</Tag>
      ),
    },
    {
      key: 'progress',
      title: t('columns.progress'),
      width: 160,
      render: (_value, row) => (
        <Progress
          percent={row.progress}
          size="small"
          data-testid={`plan-progress-${row.planId}`}
          aria-label={t('progressLabel', {
            name: row.planName,
            progress: row.progress,
            done: row.doneCount,
            total: row.issueCount,
          })}
        />
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_value, row) => (
        <Flex wrap gap={4}>
          {takesDeliverables(row.itemType) && (
            <Button
              size="small"
              type="link"
              onClick={() => onDeliverables(row)}
              aria-label={`${t('deliverables')} (${row.deliverableCount}): ${row.planName}`}
            >
              {`${t('deliverables')} (${row.deliverableCount})`}
            </Button>
          )}
          {canManage && (
            <>
              {takesChildren(row.itemType) && (
                <Button size="small" type="link" onClick={() => onAddChild(row)}>
                  {t('addChild')}
                </Button>
              )}
              <Button size="small" type="link" onClick={() => onEdit(row)} aria-label={`${t('edit')} ${row.planName}`}>
                {t('edit')}
              </Button>
              <Popconfirm title={t('deleteConfirm', { name: row.planName })} onConfirm={() => onDelete(row)}>
                <Button size="small" type="link" danger aria-label={`${t('delete')} ${row.planName}`}>
                  {t('delete')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Table<TreeRow>
      rowKey="planId"
      size="small"
      columns={columns}
      dataSource={asTree(rows)}
      pagination={false}
      expandable={{
        expandedRowKeys: expanded,
        onExpand: (open, row) =>
          setFolded((keys) => {
            const next = new Set(keys);
            if (open) next.delete(row.planId);
            else next.add(row.planId);
            return next;
          }),
      }}
      locale={{ emptyText: t('empty') }}
      scroll={{ x: 'max-content' }}
      data-testid="plan-table"
    />
  );
}
