import * as echarts from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * One ECharts instance on a box for the life of the component, resized with the window and
 * disposed on unmount. The chart's options are set by the caller's own effect through `chart`.
 * Shared by the K-line and the net value canvases (echarts/core is one chunk for both).
 */
export function useEChart() {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | undefined>(undefined);
  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = undefined;
    };
  }, []);
  return { box, chart };
}

/** Axis text and grid line colours of a chart in the light or dark theme. */
export function chartInk(dark: boolean): { muted: string; grid: string } {
  return dark ? { muted: '#8c93a0', grid: '#2a2e37' } : { muted: '#656b77', grid: '#e8eaee' };
}
