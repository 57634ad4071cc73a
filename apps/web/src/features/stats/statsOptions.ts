import type { HandlerLoad, StatsTrend } from '@questline/contract';
import type { ChartOption } from '../../ui/EChart';

/** Chart colours that keep 3:1 against white and against each other's neighbours. */
const [CREATED_COLOR, RESOLVED_COLOR, OPEN_COLOR] = ['#1677ff', '#389e0d', '#d46b08'];
export const SERIES_COLORS: readonly string[] = [
  '#1677ff',
  '#389e0d',
  '#d46b08',
  '#cf1322',
  '#7e3ac4',
  '#08979c',
  '#c41d7f',
  '#5b6b00',
];

export interface NamedValue {
  name: string;
  value: number;
}

export function pieOption(entries: NamedValue[]): ChartOption {
  return {
    color: [...SERIES_COLORS],
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, type: 'scroll' },
    series: [{ type: 'pie', radius: ['40%', '68%'], top: -24, data: entries }],
  };
}

export function barOption(entries: NamedValue[], seriesName: string): ChartOption {
  return {
    color: [...SERIES_COLORS],
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: entries.map((entry) => entry.name),
      // Every bar keeps its label (issue 38, point 8: "hideOverlap" dropped one of four): long names turn
      // and are cut with an ellipsis; the tooltip and the chart's text label carry them in full.
      axisLabel: { interval: 0, rotate: entries.length > 3 ? 30 : 0, width: 88, overflow: 'truncate' },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: seriesName, data: entries.map((entry) => entry.value), barMaxWidth: 40 }],
  };
}

export function trendOption(trend: StatsTrend, names: { created: string; resolved: string }): ChartOption {
  return {
    color: [CREATED_COLOR, RESOLVED_COLOR],
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: trend.buckets.map((bucket) => bucket.start.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'line', name: names.created, data: trend.buckets.map((bucket) => bucket.created) },
      { type: 'line', name: names.resolved, data: trend.buckets.map((bucket) => bucket.resolved) },
    ],
  };
}

export function handlerOption(handlers: HandlerLoad[], names: { open: string; other: string }): ChartOption {
  return {
    color: [OPEN_COLOR, '#8c8c8c'],
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 8, right: 16, top: 8, bottom: 40, containLabel: true },
    yAxis: { type: 'category', data: handlers.map((handler) => handler.name), inverse: true },
    xAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', stack: 'load', name: names.open, data: handlers.map((handler) => handler.open) },
      { type: 'bar', stack: 'load', name: names.other, data: handlers.map((handler) => handler.count - handler.open) },
    ],
  };
}

/** Whether a chart has anything to draw; without it the card says so instead of showing empty axes. */
export function hasFigures(values: readonly number[]): boolean {
  return values.some((value) => value > 0);
}
