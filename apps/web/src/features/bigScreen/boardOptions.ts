import type { ChartOption } from '../../ui/EChart';
import type { NamedValue } from '../stats/statsOptions';

const FUNNEL_COLORS = ['#4096ff', '#36cfc9', '#ffc53d', '#ff9c6e', '#73d13d'];

/** The workflow funnel in the order an issue travels, labelled inside with its count. */
export function funnelOption(steps: NamedValue[]): ChartOption {
  return {
    backgroundColor: 'transparent',
    color: FUNNEL_COLORS,
    series: [
      {
        type: 'funnel',
        sort: 'none',
        left: 0,
        width: '100%',
        minSize: '20%',
        label: { show: true, position: 'inside', fontSize: 24, formatter: '{b}  {c}', color: '#0b1a2e' },
        data: steps,
      },
    ],
  };
}

/** Open issues per handler, largest on top, the count at each bar's end. */
export function loadOption(loads: NamedValue[]): ChartOption {
  return {
    backgroundColor: 'transparent',
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 18 } },
    yAxis: { type: 'category', inverse: true, data: loads.map((load) => load.name), axisLabel: { fontSize: 22 } },
    series: [
      {
        type: 'bar',
        data: loads.map((load) => load.value),
        itemStyle: { color: '#ff9c6e' },
        label: { show: true, position: 'right', fontSize: 22, color: '#ffffff' },
        barMaxWidth: 36,
      },
    ],
  };
}
