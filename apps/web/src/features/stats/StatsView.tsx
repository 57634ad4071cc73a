import { STATS_GRANULARITIES, type StatsGranularity, type StatsQuery } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ChartOption, EChart } from '../../ui/EChart';
import { EmptyState } from '../../ui/queryStatus';
import { CODED_FIELDS, type CodedField, chartSummary, sliceName, statusLabel, viewerUtcOffset } from './labels';
import { statsKeys, useStatsDistribution, useStatsDurations, useStatsTrend } from './queries';
import { type StatsFilterValues, StatsFilters } from './StatsFilters';
import { type NamedValue, barOption, handlerOption, hasFigures, pieOption, trendOption } from './statsOptions';
import { useProjectRoomEvents } from './useProjectRoomEvents';

const optionalNumber = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The filters live in the address (ADR 0051: the view's own parameters), so a link shows the same figures. */
function useFilterParams(): [StatsFilterValues, (next: StatsFilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const granularity = params.get('granularity');
  const values: StatsFilterValues = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    iterationId: optionalNumber(params.get('iterationId')),
    versionId: optionalNumber(params.get('versionId')),
    granularity: STATS_GRANULARITIES.includes(granularity as StatsGranularity)
      ? (granularity as StatsGranularity)
      : 'day',
  };
  const update = (next: StatsFilterValues) => {
    // A filter cleared is undefined, which the entries' inferred type leaves out.
    const entries = Object.entries<string | number | undefined>({ view: 'stats', ...next }).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    );
    setParams(entries.map(([key, value]): [string, string] => [key, String(value)]));
  };
  return [values, update];
}

/** A chart, or the words "no data" at the chart's height when every figure is zero (issue 38, point 8). */
function Chart({ option, label, values }: { option: ChartOption; label: string; values: readonly number[] }) {
  const { t } = useTranslation('stats');
  if (hasFigures(values)) return <EChart option={option} label={label} />;
  return (
    <div style={{ height: 260, display: 'grid', placeItems: 'center' }}>
      <EmptyState description={t('charts.empty')} />
    </div>
  );
}

function ChartCard({ title, entries, kind }: { title: string; entries: NamedValue[]; kind: 'pie' | 'bar' }) {
  const option = useMemo(
    () => (kind === 'pie' ? pieOption(entries) : barOption(entries, title)),
    [entries, kind, title],
  );
  return (
    <Card title={title} size="small">
      <Chart option={option} label={chartSummary(title, entries)} values={entries.map((entry) => entry.value)} />
    </Card>
  );
}

/**
 * Issue 13 "Statistics", the `stats` view of /problem (ADR 0051): a project's issues by every field and
 * handler, created against resolved, times to resolution and in each status, reopen rate and overdue
 * issues, filtered by dates, iteration and version. Drafts are never counted. It refetches when the
 * project's room tells of a change.
 */
export default function StatsView({ projectId }: { projectId: number; canManage: boolean }) {
  const { t } = useTranslation('stats');
  const client = useQueryClient();
  const [filters, setFilters] = useFilterParams();
  const query: StatsQuery = { projectId, utcOffset: viewerUtcOffset(), ...filters };
  const distribution = useStatsDistribution(query);
  const trend = useStatsTrend(query);
  const durations = useStatsDurations(query);
  useProjectRoomEvents([projectId], () => {
    void client.invalidateQueries({ queryKey: statsKeys.project(projectId) });
  });

  const error = distribution.error ?? trend.error ?? durations.error;
  const fields = Object.keys(CODED_FIELDS).filter((field) => field !== 'byStatus') as CodedField[];
  const none = t('none');
  return (
    <div style={{ padding: '16px 0', display: 'grid', gap: 16 }}>
      <StatsFilters projectId={projectId} value={filters} onChange={setFilters} />
      {error ? <Alert type="error" showIcon title={error.message} /> : null}
      {!distribution.data || !trend.data || !durations.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {(
              [
                ['total', distribution.data.total, undefined],
                ['open', distribution.data.open, undefined],
                ['overdue', distribution.data.overdue, undefined],
                ['reopenRate', distribution.data.reopen.rate, '%'],
                // Nothing resolved in the range has no mean: "-", not "0 hours" (issue 38, point 8).
                durations.data.resolution.count === 0
                  ? ['resolution', '-', undefined]
                  : ['resolution', durations.data.resolution.averageHours, t('hours')],
              ] as const
            ).map(([key, value, suffix]) => (
              <Col key={key} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Statistic title={t(`kpi.${key}`)} value={value} suffix={suffix} data-testid={`stats-${key}`} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card title={t('charts.trend')} size="small">
            <Chart
              values={trend.data.buckets.flatMap((bucket) => [bucket.created, bucket.resolved])}
              option={trendOption(trend.data, { created: t('charts.created'), resolved: t('charts.resolved') })}
              label={`${t('charts.trend')}: ${trend.data.buckets
                .map((bucket) => `${bucket.start} +${String(bucket.created)} / ${String(bucket.resolved)}`)
                .join(', ')}`}
            />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <ChartCard
                kind="pie"
                title={t('charts.byStatus')}
                entries={distribution.data.byStatus.map((slice) => ({
                  name: sliceName('byStatus', slice, none),
                  value: slice.count,
                }))}
              />
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t('charts.byHandler')} size="small">
                <Chart
                  values={distribution.data.byHandler.map((handler) => handler.count)}
                  option={handlerOption(distribution.data.byHandler, {
                    open: t('charts.handlerOpen'),
                    other: t('charts.handlerDone'),
                  })}
                  label={chartSummary(
                    t('charts.byHandler'),
                    distribution.data.byHandler.map((handler) => ({ name: handler.name, value: handler.open })),
                  )}
                />
              </Card>
            </Col>
            {[...fields, 'byModule' as const].map((field) => (
              <Col key={field} xs={24} md={12} xl={8}>
                <ChartCard
                  kind="bar"
                  title={t(`charts.${field}`)}
                  entries={distribution.data[field].map((slice) => ({
                    name: sliceName(field, slice, none),
                    value: slice.count,
                  }))}
                />
              </Col>
            ))}
            <Col xs={24} md={12} xl={8}>
              <ChartCard
                kind="bar"
                title={t('charts.durations')}
                entries={durations.data.states.map((state) => ({
                  name: statusLabel(state.status),
                  value: state.averageHours,
                }))}
              />
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
