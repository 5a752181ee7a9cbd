import * as echarts from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

/**
 * One ECharts instance on a box for the life of the component, resized with the box and disposed
 * on unmount. The caller sets its options in its own effect on `chart`, which is undefined until
 * the instance exists.
 *
 * The instance is made only once the box has a size: ECharts on a box of 0x0 (a hidden tab, a
 * layout not done yet, a DOM without layout such as the unit tests' jsdom) warns and draws nothing,
 * and without a canvas it throws. A box without a size waits for its first size. Shared by the
 * K-line and the net value canvases (echarts/core is one chunk for both).
 */
export function useEChart() {
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<echarts.ECharts | undefined>(undefined);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let instance: echarts.ECharts | undefined;
    const sized = () => el.clientWidth > 0 && el.clientHeight > 0;
    const grow = () => {
      if (instance) instance.resize();
      else if (sized()) {
        instance = echarts.init(el, undefined, { renderer: 'canvas' });
        setChart(instance);
      }
    };
    const observer = new ResizeObserver(grow);
    observer.observe(el);
    grow();
    return () => {
      observer.disconnect();
      instance?.dispose();
      setChart(undefined);
    };
  }, []);
  return { box, chart };
}

/** Axis text and grid line colours of a chart in the light or dark theme. */
export function chartInk(dark: boolean): { muted: string; grid: string } {
  return dark ? { muted: '#8c93a0', grid: '#2a2e37' } : { muted: '#656b77', grid: '#e8eaee' };
}
