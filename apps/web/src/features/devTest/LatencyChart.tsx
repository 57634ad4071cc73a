import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, EChart } from '../../ui/EChart';

/**
 * The latest samples of the three measures as lines, newest on the right. The stream's line is each gap's distance
 * from the interval the events were sent at, so that all three lines read as delays on one scale.
 */
export function LatencyChart(props: { rtt: number[]; push: number[]; gaps: number[]; intervalMs: number }) {
  const { rtt, push, gaps, intervalMs } = props;
  const { t } = useTranslation('devTest');
  const option = useMemo((): ChartOption => {
    const jitter = gaps.map((gap) => Math.abs(gap - intervalMs));
    const length = Math.max(rtt.length, push.length, jitter.length, 1);
    const series = (name: string, samples: number[]) => ({
      name,
      type: 'line',
      showSymbol: false,
      // Right-aligned: each line ends at its latest sample.
      data: [...Array<null>(length - samples.length).fill(null), ...samples],
    });
    return {
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 48, right: 16, top: 32, bottom: 56 },
      xAxis: { type: 'category', show: false, data: Array.from({ length }, (_, index) => index) },
      yAxis: { type: 'value', name: t('chart.axis') },
      series: [series(t('chart.rtt'), rtt), series(t('chart.push'), push), series(t('chart.jitter'), jitter)],
    };
  }, [rtt, push, gaps, intervalMs, t]);
  return <EChart option={option} label={t('chart.label')} />;
}
