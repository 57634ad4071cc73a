import type { IterationBurndown } from '@questline/contract';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Only the parts the burndown draws (DESIGN.md: never the whole library); this module loads with the view.
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Issues on the left axis, hours on the right; the ideal lines dashed in the same colours. */
export function BurndownChart({ burndown, name }: { burndown: IterationBurndown; name: string }) {
  const { t } = useTranslation('iterations');
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current);
    const dates = burndown.days.map((day) => day.date.slice(5));
    const line = (label: string, data: (number | null)[], color: string, axis: number, ideal: boolean) => ({
      type: 'line' as const,
      name: label,
      data,
      yAxisIndex: axis,
      color,
      symbol: ideal ? 'none' : 'circle',
      lineStyle: { type: ideal ? ('dashed' as const) : ('solid' as const), color },
    });
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 8, right: 8, top: 24, bottom: 48, containLabel: true },
      xAxis: { type: 'category', data: dates },
      yAxis: [
        // Axis names align inwards: centred on the axis they would be cut at the chart's edges.
        { type: 'value', minInterval: 1, name: t('burndownIssues'), nameTextStyle: { align: 'left' } },
        { type: 'value', name: t('burndownHours'), nameTextStyle: { align: 'right' } },
      ],
      series: [
        line(
          t('burndownIssues'),
          burndown.days.map((day) => day.openIssues),
          '#1677ff',
          0,
          false,
        ),
        line(
          t('idealIssues'),
          burndown.days.map((day) => day.idealIssues),
          '#1677ff',
          0,
          true,
        ),
        line(
          t('burndownHours'),
          burndown.days.map((day) => day.remainingHours),
          '#d4380d',
          1,
          false,
        ),
        line(
          t('idealHours'),
          burndown.days.map((day) => day.idealHours),
          '#d4380d',
          1,
          true,
        ),
      ],
    } satisfies echarts.EChartsCoreOption);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [burndown, t]);
  return (
    <div
      ref={element}
      role="img"
      aria-label={t('burndownLabel', { name })}
      data-testid="burndown-chart"
      style={{ height: 300, width: '100%' }}
    />
  );
}
