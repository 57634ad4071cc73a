import {
  FIGURE_WEEKS,
  OPEN_WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_LABELS,
  type WorkOrderWeek,
} from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Result, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getDeskFigures } from '../../../api/workOrders';
import { currentLocale } from '../../../i18n';
import { listStatus } from '../../../ui/queryStatus';
import { workOrderKeys } from '../../workOrders';
import { formatDuration } from './formatDuration';

const headingStyle = { fontSize: 15, margin: 0 };

/**
 * How the desk is doing: the open work orders in each status now, and for each of the last weeks how many came in
 * and the median times to support's first reply and to completion.
 */
export function FiguresPanel() {
  const { t } = useTranslation('desk');
  const locale = currentLocale();
  const figures = useQuery({ queryKey: workOrderKeys.figures, queryFn: async () => (await getDeskFigures()).data });
  const open = figures.data?.open;

  if (figures.error) return <Result status="error" title={figures.error.message} />;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={headingStyle}>
        {t('figures.openTitle')}
      </Typography.Title>
      {open ? (
        <Row gutter={[12, 12]}>
          {OPEN_WORK_ORDER_STATUSES.map((status) => (
            <Col key={status} xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={WORK_ORDER_STATUS_LABELS[locale][status]}
                  value={open[status]}
                  data-testid={`open-${status}`}
                />
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
      <Typography.Title level={2} style={headingStyle}>
        {t('figures.weeksTitle', { count: FIGURE_WEEKS })}
      </Typography.Title>
      <Table<WorkOrderWeek>
        rowKey="weekStart"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={figures.data?.weeks ?? []}
        {...listStatus(figures, t('figures.noWeeks'))}
        columns={[
          { key: 'weekStart', title: t('figures.weekStart'), render: (_v, week) => week.weekStart },
          { key: 'created', title: t('figures.created'), align: 'end', render: (_v, week) => week.created },
          {
            key: 'firstResponse',
            title: t('figures.firstResponse'),
            align: 'end',
            render: (_v, week) => formatDuration(week.firstResponseMedianMs, locale),
          },
          {
            key: 'resolution',
            title: t('figures.resolution'),
            align: 'end',
            render: (_v, week) => formatDuration(week.resolutionMedianMs, locale),
          },
        ]}
      />
    </Flex>
  );
}
