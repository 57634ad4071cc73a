import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';

// Only the parts the charts draw (DESIGN.md: never the whole library). Only lazy pages import this module
// (the test report, the statistics, the big screen), so ECharts never reaches any other page's chunks.
echarts.use([
  PieChart,
  BarChart,
  LineChart,
  FunnelChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

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
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, theme);
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option, theme]);
  return <div ref={element} role="img" aria-label={label} style={{ height: 260, width: '100%', ...style }} />;
}
