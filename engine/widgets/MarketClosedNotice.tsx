import { marketTimeZone } from '@core/market/calendar';
import type { MarketId } from '@core/market/types';
import { useEngine } from '../context/EngineContext';
import { MarketClosed } from './OrderTicketMarketClosed';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

const MARKETS: readonly MarketId[] = ['US', 'UK'];

/**
 * Why a line cannot be traded now and when it can: shown on a line's page while its market is
 * closed, with the next open in the member's time zone and in the exchange's, each named (the
 * ticket says the same in the same words).
 */
export function MarketClosedNotice({ props }: WidgetProps<'MarketClosedNotice'>) {
  const { t } = useEngine();
  const market = text(props.market);
  if (props.tradable === true || !MARKETS.includes(market as MarketId)) return null;
  return <MarketClosed t={t} nextOpen={props.nextOpen} timezone={marketTimeZone(market as MarketId)} />;
}
