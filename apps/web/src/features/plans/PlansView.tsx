import type { PlanItemRow } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePlanItem, movePlanItem } from '../../api/plans';
import { issueKeys } from '../issues';
import { DeliverablesDrawer } from './DeliverablesDrawer';
import { GanttChart, type PlanDates } from './GanttChart';
import { PlanFormDialog, type PlanFormTarget } from './PlanFormDialog';
import { PlanTreeTable } from './PlanTreeTable';
import { planKeys, usePlanTree } from './queries';
import { calendarDay } from '../../ui/format';

/**
 * The project's plan, a view of /problem (`?view=plans`, ADR 0051): the tree table and its Gantt chart.
 * Administrators (and the owner) build and change it; members read it (issue 13, ADR 0052).
 */
export default function PlansView({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation('plans');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const tree = usePlanTree(projectId);
  const [editing, setEditing] = useState<PlanFormTarget | null>(null);
  const [deliverablesOf, setDeliverablesOf] = useState<PlanItemRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: planKeys.all(projectId) });

  async function move(row: PlanItemRow, dates: PlanDates) {
    try {
      await movePlanItem({ projectId, planId: row.planId, ...dates });
    } finally {
      await refresh();
    }
  }

  async function remove(row: PlanItemRow) {
    try {
      await deletePlanItem(projectId, row.planId);
      void message.success(t('deleted'));
      // Its issues lost their plan, so the issue list's plan filter and rows change too.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: issueKeys.all(projectId) })]);
    } catch {
      // The client shows the server's message.
    }
  }

  const rows = tree.data ?? [];
  return (
    <Flex vertical gap={16} style={{ paddingTop: 12 }} data-testid="plans-view">
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {canManage && (
          <Button type="primary" onClick={() => setEditing({ parentId: null })}>
            {t('add')}
          </Button>
        )}
      </Flex>
      {!canManage && <Alert type="info" showIcon message={t('readOnly')} />}
      {tree.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <PlanTreeTable
            rows={rows}
            canManage={canManage}
            onEdit={(item) => setEditing({ item })}
            onAddChild={(item) => setEditing({ parentId: item.planId })}
            onDelete={(item) => void remove(item)}
            onDeliverables={setDeliverablesOf}
          />
          {rows.length > 0 && <GanttChart rows={rows} canManage={canManage} today={calendarDay()} onMove={move} />}
        </>
      )}
      {editing && (
        <PlanFormDialog projectId={projectId} rows={rows} target={editing} onClose={() => setEditing(null)} />
      )}
      {deliverablesOf && (
        <DeliverablesDrawer
          projectId={projectId}
          plan={deliverablesOf}
          canManage={canManage}
          onClose={() => setDeliverablesOf(null)}
        />
      )}
    </Flex>
  );
}
