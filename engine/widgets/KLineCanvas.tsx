import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { AxisPointerComponent, DataZoomInsideComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect } from 'react';
import { movingAverage, type Candle, type KLinePeriod } from '../runtime/market/kline';
import { FALL, MA_COLOURS, MA_PERIODS, RISE } from './chartColours';
import { chartInk, useEChart } from './useEChart';

// Only the parts drawn here: the rest of ECharts never reaches the bundle (this file is its own chunk).
echarts.use([
  CandlestickChart,
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  AxisPointerComponent,
  DataZoomInsideComponent,
  CanvasRenderer,
]);

export interface KLineCanvasProps {
  candles: Candle[];
  period: KLinePeriod;
  labels: { ma: [string, string, string]; volume: string };
  dark: boolean;
  /** Writes a price axis tick in the member's locale (chartNumber.ts). */
  formatValue: (value: unknown) => string;
}

function axisLabel(time: number, period: KLinePeriod): string {
  const d = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (period === '1d' || period === '1w') return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ECharts K-line: candles over volume, MA lines, a crosshair, and inside zoom (pinch on a phone, wheel on a desktop). */
export default function KLineCanvas({ candles, period, labels, dark, formatValue }: KLineCanvasProps) {
  const { box, chart } = useEChart();

  useEffect(() => {
    const instance = chart;
    if (!instance) return;
    const { muted, grid } = chartInk(dark);
    const times = candles.map((c) => axisLabel(c.time, period));
    // ECharts draws in floats; the figures shown as text (the summary, the tooltip's source) stay decimal strings.
    const ohlc = candles.map((c) => [Number(c.open), Number(c.close), Number(c.low), Number(c.high)]);
    const ma = MA_PERIODS.map((n) => movingAverage(candles, n).map((v) => (v === null ? '-' : Number(v))));
    const start = candles.length > 60 ? Math.round((1 - 60 / candles.length) * 100) : 0;
    instance.setOption(
      {
        animation: false,
        backgroundColor: 'transparent',
        tooltip: { trigger: 'axis', axisPointer: { type: 'cross' }, confine: true },
        axisPointer: { link: [{ xAxisIndex: 'all' }] },
        grid: [
          { left: 48, right: 12, top: 12, height: '58%' },
          { left: 48, right: 12, top: '76%', height: '16%' },
        ],
        xAxis: [
          { type: 'category', data: times, boundaryGap: true, axisLine: { lineStyle: { color: grid } }, axisLabel: { color: muted } },
          { type: 'category', gridIndex: 1, data: times, axisLabel: { show: false }, axisTick: { show: false } },
        ],
        yAxis: [
          { scale: true, splitLine: { lineStyle: { color: grid } }, axisLabel: { color: muted, formatter: formatValue } },
          { scale: true, gridIndex: 1, splitNumber: 2, axisLabel: { show: false }, splitLine: { show: false } },
        ],
        dataZoom: [{ type: 'inside', xAxisIndex: [0, 1], start, end: 100 }],
        series: [
          {
            type: 'candlestick',
            name: 'K',
            data: ohlc,
            itemStyle: { color: RISE, color0: FALL, borderColor: RISE, borderColor0: FALL },
          },
          ...ma.map((data, i) => ({
            type: 'line' as const,
            name: labels.ma[i],
            data,
            smooth: true,
            showSymbol: false,
            lineStyle: { width: 1, color: MA_COLOURS[i] },
          })),
          {
            type: 'bar',
            name: labels.volume,
            xAxisIndex: 1,
            yAxisIndex: 1,
            data: candles.map((c, i) => ({
              value: c.volume,
              itemStyle: { color: Number(c.close) >= Number(candles[i]!.open) ? RISE : FALL },
            })),
          },
        ],
      },
      { notMerge: true },
    );
  }, [chart, candles, period, labels, dark, formatValue]);

  return <div ref={box} className="mer-kline-canvas" aria-hidden="true" />;
}
