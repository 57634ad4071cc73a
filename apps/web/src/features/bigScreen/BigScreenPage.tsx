import type { ProjectHealth } from '@questline/contract';
import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../ui/EChart';
import { barOption, chartSummary, statusLabel, useMyStats, viewerUtcOffset } from '../stats';
import { CALENDAR_DAY } from '../../ui/format';

/**
 * The workspace's `bigScreen` page (spec point 2, left menu "large screen"): the cross-project statistics
 * (ADR 0061), one line of health per project the viewer is in and their issues by status, with the way
 * to each project's wall display and to the cycling one.
 */
export default function BigScreenPage() {
  const { t } = useTranslation('bigScreen');
  const [range, setRange] = useState<{ from?: string | undefined; to?: string | undefined }>({});
  const mine = useMyStats({ utcOffset: viewerUtcOffset(), ...range });
  const byStatus = useMemo(
    () => (mine.data?.byStatus ?? []).map((slice) => ({ name: statusLabel(slice.key ?? 0), value: slice.count })),
    [mine.data],
  );
  const number = (key: keyof ProjectHealth) => ({
    title: t(`kpi.${key}`),
    dataIndex: key,
    align: 'right' as const,
    sorter: (a: ProjectHealth, b: ProjectHealth) => Number(a[key]) - Number(b[key]),
  });
  return (
    // One column no wider than the window: the table scrolls in its own box on a phone (issue 38, point 3).
    <div style={{ padding: 24, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        {/* The main layout's heading names the page; this says what it holds. */}
        <Typography.Text type="secondary">{t('dashboard.intro')}</Typography.Text>
        <Button type="primary" icon={<FundProjectionScreenOutlined />} href="/bigScreenFull" target="_blank">
          {t('dashboard.openFull')}
        </Button>
      </Flex>
      <DatePicker.RangePicker
        aria-label={t('dashboard.range')}
        style={{ width: 'fit-content' }}
        value={range.from && range.to ? [dayjs(range.from), dayjs(range.to)] : null}
        onChange={(picked) =>
          setRange({ from: picked?.[0]?.format(CALENDAR_DAY), to: picked?.[1]?.format(CALENDAR_DAY) })
        }
      />
      {mine.error ? <Alert type="error" showIcon title={mine.error.message} /> : null}
      {!mine.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : mine.data.projects.length === 0 ? (
        <Empty description={t('dashboard.empty')} />
      ) : (
        <>
          <Table<ProjectHealth>
            rowKey="projectId"
            size="middle"
            pagination={false}
            dataSource={mine.data.projects}
            columns={[
              { title: t('dashboard.project'), dataIndex: 'projectName' },
              number('total'),
              number('open'),
              number('overdue'),
              number('created'),
              number('resolved'),
              number('createdToday'),
              number('resolvedToday'),
              {
                title: t('dashboard.openInfo'),
                key: 'board',
                render: (_, project) => (
                  <Button
                    size="small"
                    href={`/bigScreenInfo?projectId=${String(project.projectId)}`}
                    target="_blank"
                    aria-label={`${t('dashboard.openInfo')}: ${project.projectName}`}
                  >
                    {t('dashboard.openInfo')}
                  </Button>
                ),
              },
            ]}
          />
          <Card title={t('dashboard.byStatus')} size="small">
            <EChart
              option={barOption(byStatus, t('dashboard.byStatus'))}
              label={chartSummary(t('dashboard.byStatus'), byStatus)}
            />
          </Card>
        </>
      )}
    </div>
  );
}
