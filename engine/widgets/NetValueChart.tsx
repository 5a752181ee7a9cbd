import { lazy, Suspense, useMemo } from 'react';
import { useEngine } from '../context/EngineContext';
import { parseNetValues, summarizeNetValues } from '../runtime/follow/netValue';
import { useGlobalScope } from '../screen/GlobalScope';
import { LoadingBlock, StatusBlock } from '../kit/StatusBlock';
import { int, text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';
import { chartNumber } from './chartNumber';

// The canvas is its own chunk, and it shares echarts/core with the K-line's: a screen downloads
// ECharts only when it shows a chart, and once for both kinds.
const NetValueCanvas = lazy(() => import('./NetValueCanvas'));

/** Net values have up to eight decimals; four say enough next to a value that starts at 1. */
const NAV_DECIMALS = 4;

/**
 * A provider's net value curve. The text alternative (start, end, lowest, highest and the change)
 * renders at once, before the chart's chunk: the figures never wait for the drawing, and a screen
 * reader gets them as text. Too few points is an empty state, not a line through one dot.
 */
export function NetValueChart({ props }: WidgetProps<'NetValueChart'>) {
  const { t, formatters: f } = useEngine();
  const scope = useGlobalScope();
  const points = useMemo(() => parseNetValues(props.points), [props.points]);
  const minPoints = int(props.minPoints, 2, 2, 1000);
  const summary = summarizeNetValues(points, minPoints);
  const dark = scope.app?.theme === 'dark';
  const label = text(props.label);
  const locale = scope.app?.locale;
  // One function per locale: a new one each render would redraw the canvas every time.
  const formatValue = useMemo(() => chartNumber(locale), [locale]);
  const nav = (value: string) => f.number(value, String(NAV_DECIMALS));
  const sign = summary?.direction === 'rise' ? '+' : summary?.direction === 'fall' ? '-' : '';

  return (
    <section className="mer-navchart" aria-label={t('invest.chart.title', { name: label })}>
      {summary ? (
        <>
          <p className={`mer-navchart-summary mer-${summary.direction}`} role="status">
            {t('invest.chart.summary', {
              start: nav(summary.start.value),
              startTime: f.date(summary.start.time),
              end: nav(summary.end.value),
              endTime: f.date(summary.end.time),
              min: nav(summary.min.value),
              max: nav(summary.max.value),
              change: `${sign}${f.rate(summary.change)}`,
            })}
          </p>
          <Suspense fallback={<LoadingBlock label={t('engine.loading')} />}>
            <NetValueCanvas
              points={points}
              direction={summary.direction}
              dark={dark}
              name={t('invest.chart.netValue')}
              formatValue={formatValue}
            />
          </Suspense>
        </>
      ) : (
        <StatusBlock icon="empty" title={text(props.emptyTitle) || t('invest.chart.tooShort')} />
      )}
    </section>
  );
}
