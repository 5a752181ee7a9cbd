import { useEngine } from '../context/EngineContext';
import { toDecimal } from '../runtime/format/toDecimal';
import { direction } from './Quote';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

/** A signed profit or loss and its rate; the sign is written out as well as coloured (colour alone is not enough). */
export function PnL({ props }: WidgetProps<'PnL'>) {
  const { formatters: f } = useEngine();
  const value = toDecimal(props.value);
  const dir = direction(props.value);
  const sign = dir === 'rise' ? '+' : dir === 'fall' ? '-' : '';
  const rate = toDecimal(props.rate) ? ` (${sign}${f.rate(props.rate)})` : '';
  const label = text(props.label);
  const currency = text(props.currency);
  return (
    <p className="mer-pnl">
      {label && <span className="mer-pnl-label">{label}</span>}
      <span className={`mer-pnl-value mer-${dir}`}>
        {value ? `${sign}${f.money(value.abs().toString())}` : '-'}
        {currency && value ? ` ${currency}` : ''}
        {value ? rate : ''}
      </span>
    </p>
  );
}
