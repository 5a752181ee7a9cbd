import { useEngine } from '../context/EngineContext';
import { toDecimal } from '../runtime/format/toDecimal';
import { widgetEnums } from '../generated/widgetProps';
import { oneOf, text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

/** rise, fall or flat from a signed decimal: the colour carries the sign (rates show as absolute values). */
export function direction(value: unknown): 'rise' | 'fall' | 'flat' {
  const d = toDecimal(value);
  return !d || d.isZero() ? 'flat' : d.gt(0) ? 'rise' : 'fall';
}

const ARROW = { rise: '▲', fall: '▼', flat: '' } as const;

/**
 * A price with its change, never without its source and time (ARCHITECTURE, "Honest by
 * construction"); a stale quote and a closed market say so next to the number.
 */
export function Quote({ props, emit, handles }: WidgetProps<'Quote'>) {
  const engine = useEngine();
  const { formatters: f, t } = engine;
  const size = oneOf(props.size, widgetEnums.Quote.size, 'large');
  const dir = direction(props.change);
  const currency = text(props.currency);
  const change = toDecimal(props.change);
  const source = text(props.source);
  // A list row has little room: month, day and minute; the detail shows the full time.
  const time = size === 'small' ? f.dateTime(props.time, 'mm-dd hh:MM') : f.dateTime(props.time);
  const nextOpen = props.nextOpen === undefined || props.nextOpen === null || props.nextOpen === '' ? '' : f.dateTime(props.nextOpen);
  const title = text(props.title);
  const subtitle = text(props.subtitle);
  const figures = (
    <div className={`mer-quote mer-quote-${size}`}>
      <p className="mer-quote-line">
        <span className={`mer-quote-price mer-${dir}`}>{f.money(props.price, '4').replace(/0{1,2}$/, '')}</span>
        {currency && <span className="mer-quote-currency">{currency}</span>}
        {change && (
          <span className={`mer-quote-change mer-${dir}`}>
            {ARROW[dir]} {f.money(change.abs().toString(), '4').replace(/0{1,2}$/, '')} ({f.rate(props.changeRate)})
          </span>
        )}
      </p>
      <p className="mer-quote-meta">
        {source && time ? t('trade.quote.sourceTime', { source, time }) : t('trade.quote.noSource')}
        {props.stale === true && <span className="mer-badge mer-badge-warn">{t('trade.quote.stale')}</span>}
        {nextOpen && <span className="mer-badge">{t('trade.quote.closed', { time: nextOpen })}</span>}
      </p>
    </div>
  );
  if (!title) return figures;
  const heading = (
    <div className="mer-quote-heading">
      <span className="mer-quote-title">{title}</span>
      {subtitle && <span className="mer-quote-subtitle">{subtitle}</span>}
    </div>
  );
  // A row of a quote list: the whole row is the button that opens the line.
  return handles('click') ? (
    <button type="button" className="mer-quote-row" onClick={() => void emit('click')}>
      {heading}
      {figures}
    </button>
  ) : (
    <div className="mer-quote-row">
      {heading}
      {figures}
    </div>
  );
}
