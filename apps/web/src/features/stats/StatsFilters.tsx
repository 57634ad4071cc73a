import { STATS_GRANULARITIES, type StatsGranularity } from '@questline/contract';
import { DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useIterationOptions, useVersionOptions } from './queries';

export interface StatsFilterValues {
  from?: string | undefined;
  to?: string | undefined;
  iterationId?: number | undefined;
  versionId?: number | undefined;
  granularity: StatsGranularity;
}

/** The statistics' filters (issue 13): a date range, an iteration, a version, and days or weeks. */
export function StatsFilters({
  projectId,
  value,
  onChange,
}: {
  projectId: number;
  value: StatsFilterValues;
  onChange: (next: StatsFilterValues) => void;
}) {
  const { t } = useTranslation('stats');
  const iterations = useIterationOptions(projectId);
  const versions = useVersionOptions(projectId);
  return (
    <Flex wrap gap={12} align="center" role="group" aria-label={t('filters.label')}>
      <DatePicker.RangePicker
        aria-label={t('filters.range')}
        placeholder={[t('filters.from'), t('filters.to')]}
        value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
        onChange={(range) =>
          onChange({
            ...value,
            from: range?.[0]?.format('YYYY-MM-DD'),
            to: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
      />
      <Select
        aria-label={t('filters.iteration')}
        style={{ minWidth: 180 }}
        allowClear
        placeholder={t('filters.allIterations')}
        value={value.iterationId}
        loading={iterations.isPending}
        options={(iterations.data ?? []).map((iteration) => ({
          value: iteration.iterationId,
          label: iteration.iterationName,
        }))}
        onChange={(iterationId: number | undefined) => onChange({ ...value, iterationId })}
      />
      <Select
        aria-label={t('filters.version')}
        style={{ minWidth: 160 }}
        allowClear
        placeholder={t('filters.allVersions')}
        value={value.versionId}
        options={(versions.data ?? []).map((version) => ({ value: version.versionId, label: version.versionName }))}
        onChange={(versionId: number | undefined) => onChange({ ...value, versionId })}
      />
      <Segmented
        aria-label={t('filters.granularity')}
        value={value.granularity}
        options={STATS_GRANULARITIES.map((granularity) => ({ value: granularity, label: t(`filters.${granularity}`) }))}
        onChange={(granularity) => onChange({ ...value, granularity: granularity as StatsGranularity })}
      />
    </Flex>
  );
}
