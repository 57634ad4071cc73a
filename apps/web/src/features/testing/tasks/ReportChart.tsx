import { TEST_RESULTS, type TestResult, type TestTaskReport } from '@questline/contract';
import { useMemo } from 'react';
import { type ChartOption, EChart } from '../../../ui/EChart';
import { resultLabel } from '../labels';

/** Result colours that read on white (WCAG AA for the legend text is the page's; these are fills). */
const COLORS: Record<TestResult, string> = { 0: '#bfbfbf', 1: '#389e0d', 2: '#cf1322', 3: '#d48806', 4: '#1677ff' };

function optionOf(kind: 'pie' | 'module' | 'executor', report: TestTaskReport): ChartOption {
  if (kind === 'pie') {
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['40%', '70%'],
          // Results no case has would only add empty slices with crossing labels.
          data: TEST_RESULTS.filter((result) => report.counts[result] > 0).map((result) => ({
            name: resultLabel(result),
            value: report.counts[result],
            itemStyle: { color: COLORS[result] },
          })),
        },
      ],
    };
  }
  const groups = kind === 'module' ? report.byModule : report.byExecutor;
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 8, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: groups.map((group) => group.name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: TEST_RESULTS.map((result) => ({
      type: 'bar',
      stack: 'results',
      name: resultLabel(result),
      itemStyle: { color: COLORS[result] },
      data: groups.map((group) => group.counts[result]),
    })),
  };
}

/** One ECharts chart of the report, sized to its card and redrawn when the data changes. */
export function ReportChart({
  kind,
  report,
  label,
}: {
  kind: 'pie' | 'module' | 'executor';
  report: TestTaskReport;
  label: string;
}) {
  const option = useMemo(() => optionOf(kind, report), [kind, report]);
  return <EChart option={option} label={label} />;
}
