import { type AdminDashboard, formatByteSize, formatYuan } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Result, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminDashboard } from '../../../api/admin';
import { useSession } from '../../../session/store';
import { type ChartOption, EChart } from '../../../ui/EChart';
import { ListSkeleton } from '../../../ui/queryStatus';

const BRAND = '#3b5bdb';
const SECOND = '#e8590c';

function issuesOption(data: AdminDashboard): ChartOption {
  return {
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: data.issuesPerWeek.map((week) => week.start.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', data: data.issuesPerWeek.map((week) => week.count), itemStyle: { color: BRAND } }],
  };
}

function ordersOption(data: AdminDashboard, names: { orders: string; revenue: string }): ChartOption {
  return {
    grid: { left: 56, right: 40, top: 40, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: data.ordersPerMonth.map((month) => month.month) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', axisLabel: { formatter: (fen: number) => formatYuan(fen) } },
    ],
    series: [
      { name: names.orders, type: 'bar', data: data.ordersPerMonth.map((m) => m.orders), itemStyle: { color: BRAND } },
      {
        name: names.revenue,
        type: 'line',
        yAxisIndex: 1,
        data: data.ordersPerMonth.map((m) => m.revenueFen),
        itemStyle: { color: SECOND },
      },
    ],
  };
}

/**
 * /admin for platform administrators (issue 35): people, activity, projects, storage and open work orders, issues
 * per week and, where the installation sells, orders and revenue per month. The charts' figures are in their names.
 */
export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const selling = useSession()?.edition !== 'self-hosted';
  const query = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: async () => (await adminDashboard()).data });
  if (query.error) return <Result status="error" title={query.error.message} />;
  const data = query.data;
  if (!data) return <ListSkeleton />;
  const figures = [
    { key: 'users', value: data.users },
    { key: 'active', value: data.activeUsers7d },
    { key: 'projects', value: data.projects },
    { key: 'storage', value: formatByteSize(data.storageBytes) },
    { key: 'openWorkOrders', value: data.openWorkOrders },
  ];
  const weekly = data.issuesPerWeek.map((week) => `${week.start}: ${String(week.count)}`).join(', ');
  const monthly = data.ordersPerMonth
    .map((month) => `${month.month}: ${String(month.orders)}, ¥${formatYuan(month.revenueFen)}`)
    .join('; ');
  return (
    <Row gutter={[16, 16]} data-testid="admin-dashboard">
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={t(`dashboard.${figure.key}`)} value={figure.value} />
          </Card>
        </Col>
      ))}
      <Col xs={24} xl={selling ? 12 : 24}>
        <Card size="small" title={t('dashboard.issuesPerWeek')}>
          <EChart option={issuesOption(data)} label={`${t('dashboard.issuesPerWeek')}: ${weekly}`} />
        </Card>
      </Col>
      {selling && (
        <Col xs={24} xl={12}>
          <Card size="small" title={t('dashboard.ordersPerMonth')}>
            <EChart
              option={ordersOption(data, { orders: t('dashboard.orders'), revenue: t('dashboard.revenue') })}
              label={`${t('dashboard.ordersPerMonth')}: ${monthly}`}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
