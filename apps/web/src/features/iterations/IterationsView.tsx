import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { IterationRow, IterationStatus } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deleteIteration, getIterationBoard, getIterationBurndown } from '../../api/iterations';
import { AddIssuesDialog } from './AddIssuesDialog';
import { BurndownChart } from './BurndownChart';
import { IterationBoardView } from './IterationBoardView';
import { IterationFormDialog } from './IterationFormDialog';
import { iterationKeys, useIterations } from './queries';
import { useWrite } from '../../ui/useWrite';

// Named colours, not 'processing': its blue on blue is below WCAG AA contrast.
const STATUS_COLOURS: Record<IterationStatus, string> = { 1: 'default', 2: 'blue', 3: 'green' };

function IterationDetail({
  projectId,
  iteration,
  canManage,
}: {
  projectId: number;
  iteration: IterationRow;
  canManage: boolean;
}) {
  const { t } = useTranslation('iterations');
  const [adding, setAdding] = useState(false);
  const board = useQuery({
    queryKey: iterationKeys.board(projectId, iteration.iterationId),
    queryFn: async () => (await getIterationBoard(projectId, iteration.iterationId)).data,
  });
  const burndown = useQuery({
    queryKey: iterationKeys.burndown(projectId, iteration.iterationId),
    queryFn: async () => (await getIterationBurndown(projectId, iteration.iterationId)).data,
  });
  const latest = burndown.data?.days.filter((day) => day.openIssues !== null).at(-1);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={`${t('board')}: ${iteration.iterationName}`}
        extra={
          canManage ? (
            <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('addIssues')}
            </Button>
          ) : null
        }
      >
        {board.data ? (
          <IterationBoardView projectId={projectId} board={board.data} canManage={canManage} />
        ) : (
          <Skeleton active />
        )}
      </Card>
      <Card title={t('burndown')}>
        {burndown.data ? (
          <>
            <Typography.Paragraph data-testid="burndown-today">
              {latest
                ? t('burndownToday', { open: latest.openIssues, hours: latest.remainingHours })
                : t('burndownNotStarted')}
            </Typography.Paragraph>
            <BurndownChart burndown={burndown.data} name={iteration.iterationName} />
          </>
        ) : (
          <Skeleton active />
        )}
      </Card>
      {adding ? <AddIssuesDialog projectId={projectId} iteration={iteration} onClose={() => setAdding(false)} /> : null}
    </Space>
  );
}

/**
 * The project's iterations as a view of /problem (ADR 0051): the list with its create and edit dialog, and
 * for the one named by `iterationId` its board and burndown. Members read; admins change (ADR 0056).
 */
export default function IterationsView({ projectId, canManage }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation('iterations');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<IterationRow | 'new' | null>(null);
  const iterations = useIterations(projectId);
  const selectedId = Number(params.get('iterationId'));
  const selected = iterations.data?.find((row) => row.iterationId === selectedId);
  const select = (iterationId: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (iterationId === null) next.delete('iterationId');
      else next.set('iterationId', String(iterationId));
      return next;
    });
  const remove = useWrite({
    write: (row: IterationRow) => deleteIteration(projectId, row.iterationId),
    onSuccess: async (answer, row) => {
      void message.success(answer.msg);
      if (row.iterationId === selectedId) select(null);
      await client.invalidateQueries({ queryKey: iterationKeys.all(projectId) });
    },
  });
  const confirmDelete = (row: IterationRow) =>
    modal.confirm({
      title: t('deleteNamed', { name: row.iterationName }),
      content: t('deleteConfirm', { name: row.iterationName }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => remove.mutateAsync(row),
    });
  if (iterations.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  const rows = iterations.data ?? [];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', padding: '12px 0' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        ) : null}
      </Space>
      {rows.length === 0 ? (
        <Empty description={canManage ? t('emptyAdmin') : t('empty')} />
      ) : (
        <Row gutter={[12, 12]} role="list" aria-label={t('listLabel')}>
          {rows.map((row) => {
            const current = row.iterationId === selectedId;
            return (
              <Col key={row.iterationId} xs={24} sm={12} lg={8} xl={6} role="listitem">
                <Card
                  size="small"
                  style={current ? { borderColor: '#1677ff', boxShadow: '0 0 0 1px #1677ff' } : undefined}
                  title={row.iterationName}
                  extra={<Tag color={STATUS_COLOURS[row.status]}>{t(`status.${row.status}`)}</Tag>}
                  actions={[
                    <Button
                      key="open"
                      type="text"
                      aria-current={current ? 'true' : undefined}
                      aria-label={`${current ? t('selected') : t('select')}: ${row.iterationName}`}
                      onClick={() => select(row.iterationId)}
                    >
                      {current ? t('selected') : t('select')}
                    </Button>,
                    ...(canManage
                      ? [
                          <Button
                            key="edit"
                            type="text"
                            icon={<EditOutlined />}
                            aria-label={t('editNamed', { name: row.iterationName })}
                            onClick={() => setEditing(row)}
                          />,
                          <Button
                            key="delete"
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('deleteNamed', { name: row.iterationName })}
                            onClick={() => void confirmDelete(row)}
                          />,
                        ]
                      : []),
                  ]}
                >
                  <Typography.Text>{t('dateRange', { start: row.startDate, end: row.endDate })}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {t('issueCount', { count: row.questionCount, open: row.openCount })}
                  </Typography.Text>
                  {row.description ? (
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
                      {row.description}
                    </Typography.Paragraph>
                  ) : null}
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      {selected ? <IterationDetail projectId={projectId} iteration={selected} canManage={canManage} /> : null}
      {editing ? (
        <IterationFormDialog
          projectId={projectId}
          iteration={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(iterationId) => {
            setEditing(null);
            select(iterationId);
          }}
        />
      ) : null}
    </Space>
  );
}
