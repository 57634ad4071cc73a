import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';

// Only the parts the charts draw (DESIGN.md: never the whole library). Only lazy pages import this module
// (the test report, the statistics, the big screen), so ECharts never reaches any other page's chunks.
echarts.use([PieChart, BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * One ECharts chart, sized to its box and redrawn when the option changes. It is an image to assistive
 * technology, named by `label`; the numbers it draws are also on the page as text.
 */
export function EChart({
  option,
  label,
  style,
  theme,
}: {
  option: ChartOption;
  label: string;
  style?: CSSProperties;
  theme?: 'dark';
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, theme);
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.current = null;
      instance.dispose();
    };
  }, [theme]);
  // New figures go into the same chart, which moves its bars to them: a live board does not blink on each refetch.
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, theme]);
  return <div ref={element} role="img" aria-label={label} style={{ height: 260, width: '100%', ...style }} />;
}
