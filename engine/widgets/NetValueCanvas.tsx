import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect } from 'react';
import type { NetValuePoint } from '../runtime/follow/netValue';
import { FALL, RISE } from './chartColours';
import { chartInk, useEChart } from './useEChart';

// Only the parts drawn here (a line on a grid with a tooltip): the rest of ECharts stays out of the
// bundle, and echarts/core itself is the chunk the K-line's canvas loads too.
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface NetValueCanvasProps {
  points: NetValuePoint[];
  direction: 'rise' | 'fall' | 'flat';
  dark: boolean;
  /** The series name the tooltip shows ("Net value"). */
  name: string;
  /** Writes an axis tick or the tooltip's value in the member's locale (chartNumber.ts). */
  formatValue: (value: unknown) => string;
}

function dayLabel(time: number): string {
  const d = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The ECharts line of a net value curve, coloured by the period's direction (rising green, falling red). */
export default function NetValueCanvas({ points, direction, dark, name, formatValue }: NetValueCanvasProps) {
  const { box, chart } = useEChart();

  useEffect(() => {
    const instance = chart;
    if (!instance) return;
    const { muted, grid } = chartInk(dark);
    const colour = direction === 'fall' ? FALL : direction === 'rise' ? RISE : muted;
    instance.setOption(
      {
        animation: false,
        backgroundColor: 'transparent',
        tooltip: { trigger: 'axis', confine: true, valueFormatter: formatValue },
        grid: { left: 48, right: 12, top: 12, bottom: 24 },
        xAxis: {
          type: 'category',
          data: points.map((p) => dayLabel(p.time)),
          boundaryGap: false,
          axisLine: { lineStyle: { color: grid } },
          axisLabel: { color: muted },
        },
        yAxis: { scale: true, splitLine: { lineStyle: { color: grid } }, axisLabel: { color: muted, formatter: formatValue } },
        series: [
          {
            type: 'line',
            name,
            // ECharts draws in floats; the figures shown as text stay decimal strings.
            data: points.map((p) => Number(p.value)),
            showSymbol: false,
            lineStyle: { width: 2, color: colour },
            itemStyle: { color: colour },
            areaStyle: { color: colour, opacity: 0.08 },
          },
        ],
      },
      { notMerge: true },
    );
  }, [chart, points, direction, dark, name, formatValue]);

  return <div ref={box} className="mer-navchart-canvas" aria-hidden="true" />;
}
