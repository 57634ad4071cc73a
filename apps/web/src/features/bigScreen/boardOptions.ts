import type { ChartOption } from '../../ui/EChart';
import type { NamedValue } from '../stats';

const STEP_COLORS = ['#4096ff', '#36cfc9', '#ffc53d', '#ff9c6e', '#73d13d'];

/**
 * The workflow as one bar per status in the order an issue travels, each with its count: a funnel shape
 * would draw an hourglass whenever a middle status is empty, which reads as a wrong number from afar.
 */
export function funnelOption(steps: NamedValue[]): ChartOption {
  return {
    backgroundColor: 'transparent',
    animationDurationUpdate: 300,
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 18 } },
    yAxis: { type: 'category', inverse: true, data: steps.map((step) => step.name), axisLabel: { fontSize: 24 } },
    series: [
      {
        type: 'bar',
        data: steps.map((step, index) => ({ value: step.value, itemStyle: { color: STEP_COLORS[index % 5] } })),
        label: { show: true, position: 'right', fontSize: 24, color: '#ffffff' },
        barMaxWidth: 48,
      },
    ],
  };
}

/** Open issues per handler, largest on top, the count at each bar's end. */
export function loadOption(loads: NamedValue[]): ChartOption {
  return {
    backgroundColor: 'transparent',
    animationDurationUpdate: 300,
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
