import { lazy, Suspense, useMemo } from 'react';
import useSWR from 'swr';
import { useEngine } from '../context/EngineContext';
import {
  applyLivePrice,
  KLINE_API_PERIOD,
  KLINE_PERIODS,
  movingAverage,
  parseCandles,
  summarize,
  type KLinePeriod,
} from '../runtime/market/kline';
import { MA_COLOURS, MA_PERIODS } from './chartColours';
import { chartNumber } from './chartNumber';
import { EngineSWR } from '../screen/EngineSWR';
import { useGlobalScope } from '../screen/GlobalScope';
import { LoadingBlock, RetryBlock, StatusBlock } from '../kit/StatusBlock';
import { int, oneOf, text } from '../kit/propReaders';
import { onRadioKey } from '../kit/radioKeys';
import type { WidgetProps } from '../kit/WidgetProps';

// ECharts is this chunk alone: only screens that show a chart download it, and only once they show it.
const KLineCanvas = lazy(() => import('./KLineCanvas'));

/**
 * The K-line: the interval switch and the text alternative render at once (the screen reader's
 * version and the price never wait for the chart's chunk); the canvas follows in its own chunk.
 */
export function KLineChart(widget: WidgetProps<'KLineChart'>) {
  // SWR with the engine's cache: the app no longer wraps every screen in it (EngineSWR.tsx).
  return (
    <EngineSWR>
      <Chart {...widget} />
    </EngineSWR>
  );
}

function Chart({ props }: WidgetProps<'KLineChart'>) {
  const engine = useEngine();
  const { t, formatters: f } = engine;
  const scope = useGlobalScope();
  const code = text(props.code);
  const stateKey = text(props.stateKey);
  const period: KLinePeriod = oneOf(scope.state?.[stateKey], KLINE_PERIODS, '1d');
  const limit = int(props.limit, 120, 20, 500);
  const locale = scope.app?.locale;
  // One function per locale: a new one each render would redraw the canvas every time.
  const formatValue = useMemo(() => chartNumber(locale), [locale]);
  // etf/kline is a POST, which a screen's data source may not be: the widget fetches it (cached
  // per code, period and language like a source), and its own states never hold the screen back.
  const { data, error, isLoading, mutate } = useSWR(
    code ? ['kline', code, period, limit, scope.app?.locale] : null,
    () => engine.api.call('etf/kline', { code, period: KLINE_API_PERIOD[period], limit }, { toast: false }),
    // While a fresh start is still writing the history (loading), the chart asks again every few seconds.
    { keepPreviousData: true, refreshInterval: (latest) => ((latest as { loading?: unknown } | undefined)?.loading === true ? 3000 : 0) },
  );
  const historyLoading = (data as { loading?: unknown } | undefined)?.loading === true;
  const raw = (data as { list?: unknown } | undefined)?.list;
  // Where the candles come from, shown with them like every price.
  const chartSource = text((data as { source?: unknown } | undefined)?.source);
  const candles = useMemo(
    () => applyLivePrice(parseCandles(raw), props.livePrice, props.liveTime, period),
    [raw, props.livePrice, props.liveTime, period],
  );
  const summary = summarize(candles);
  const labels = useMemo(() => ({ ma: ['MA5', 'MA10', 'MA20'] as [string, string, string], volume: t('trade.kline.volume') }), [t]);
  const dark = scope.app?.theme === 'dark';
  // The legend names each average line with its colour and its latest value, as text (the canvas has none).
  const averages = useMemo(() => MA_PERIODS.map((n) => movingAverage(candles, n).at(-1) ?? null), [candles]);

  let body;
  if (isLoading && candles.length === 0) body = <LoadingBlock label={t('engine.loading')} />;
  else if (error !== undefined && candles.length === 0)
    body = <RetryBlock title={t('engine.loadError')} retryText={t('engine.retry')} onRetry={() => void mutate()} />;
  else if (candles.length === 0)
    body = historyLoading ? (
      <LoadingBlock label={t('trade.kline.historyLoading')} />
    ) : (
      <StatusBlock icon="empty" title={t('trade.kline.empty')} />
    );
  else
    body = (
      <Suspense fallback={<LoadingBlock label={t('engine.loading')} />}>
        <KLineCanvas candles={candles} period={period} labels={labels} dark={dark} formatValue={formatValue} />
      </Suspense>
    );

  return (
    <section className="mer-kline" aria-label={t('trade.kline.title', { code: text(props.label) })}>
      <div className="mer-kline-periods" role="radiogroup" aria-label={t('trade.kline.interval')}>
        {KLINE_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={p === period}
            tabIndex={p === period ? 0 : -1}
            className={p === period ? 'mer-kline-period mer-kline-period-on' : 'mer-kline-period'}
            onClick={() => stateKey && engine.stores.state.setIn(stateKey, p)}
            onKeyDown={(e) => onRadioKey(e, (i) => stateKey && engine.stores.state.setIn(stateKey, KLINE_PERIODS[i]!))}
          >
            {t(`trade.kline.p${p}`)}
          </button>
        ))}
      </div>
      {summary && (
        // The chart's text alternative, read in page order. Not a live region: it changes with every
        // tick, and a screen reader would read it out again and again.
        <p className={`mer-kline-summary mer-${summary.direction}`}>
          {t('trade.kline.summary', {
            time: f.dateTime(summary.last.time),
            open: f.money(summary.last.open),
            high: f.money(summary.last.high),
            low: f.money(summary.last.low),
            close: f.money(summary.last.close),
            change:
              summary.change === undefined
                ? '-'
                : `${summary.direction === 'fall' ? '-' : summary.direction === 'rise' ? '+' : ''}${f.money(summary.change.replace('-', ''))} (${f.rate(summary.changeRate)})`,
          })}
        </p>
      )}
      {candles.length > 0 && (
        <ul className="mer-kline-legend" aria-label={t('trade.kline.averages')}>
          {MA_PERIODS.map((n, i) => (
            <li key={n} className="mer-kline-legend-item" title={t('trade.kline.maLong', { n })}>
              <span className="mer-kline-swatch" style={{ background: MA_COLOURS[i] }} aria-hidden="true" />
              <span className="mer-kline-legend-name">{labels.ma[i]}</span>{' '}
              <span className="mer-kline-legend-value">{averages[i] === null ? '-' : f.money(averages[i]!)}</span>
            </li>
          ))}
        </ul>
      )}
      {body}
      {historyLoading && candles.length > 0 && (
        <p className="mer-kline-source" role="status">
          {t('trade.kline.historyLoading')}
        </p>
      )}
      {chartSource && <p className="mer-kline-source">{chartSource}</p>}
    </section>
  );
}
