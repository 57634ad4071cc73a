import { STATS_GRANULARITIES, type StatsGranularity } from '@questline/contract';
import { DatePicker, Form, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useIterationOptions, useVersionOptions } from './queries';
import { CALENDAR_DAY } from '../../ui/format';

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
    // Visible labels instead of placeholders: antd's grey placeholder text is below the contrast AA asks for.
    <Form layout="inline" role="group" aria-label={t('filters.label')} style={{ rowGap: 12 }}>
      <Form.Item label={t('filters.range')}>
        <DatePicker.RangePicker
          aria-label={t('filters.range')}
          placeholder={[t('filters.from'), t('filters.to')]}
          value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
          onChange={(range) =>
            onChange({
              ...value,
              from: range?.[0]?.format(CALENDAR_DAY),
              to: range?.[1]?.format(CALENDAR_DAY),
            })
          }
        />
      </Form.Item>
      <Form.Item label={t('filters.iteration')}>
        <Select
          aria-label={t('filters.iteration')}
          style={{ minWidth: 160 }}
          allowClear
          value={value.iterationId}
          loading={iterations.isPending}
          options={(iterations.data ?? []).map((iteration) => ({
            value: iteration.iterationId,
            label: iteration.iterationName,
          }))}
          onChange={(iterationId: number | undefined) => onChange({ ...value, iterationId })}
        />
      </Form.Item>
      <Form.Item label={t('filters.version')}>
        <Select
          aria-label={t('filters.version')}
          style={{ minWidth: 140 }}
          allowClear
          value={value.versionId}
          options={(versions.data ?? []).map((version) => ({ value: version.versionId, label: version.versionName }))}
          onChange={(versionId: number | undefined) => onChange({ ...value, versionId })}
        />
      </Form.Item>
      <Form.Item label={t('filters.granularity')}>
        <Segmented
          aria-label={t('filters.granularity')}
          value={value.granularity}
          options={STATS_GRANULARITIES.map((granularity) => ({
            value: granularity,
            label: t(`filters.${granularity}`),
          }))}
          onChange={(granularity) => onChange({ ...value, granularity: granularity as StatsGranularity })}
        />
      </Form.Item>
    </Form>
  );
}
