import { useEffect } from 'react';
import { holdingPnl } from '../runtime/realtime/livePnl';
import { useLiveQuote, useLiveStatus } from '../context/useLiveQuotes';
import type { Scope } from '../runtime/scope';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

/**
 * LiveQuote's part that follows the code (lazy: it brings the socket client). It renders nothing:
 * it hands each tick (and, given a holding, its USDT value and P&L) to LiveQuote, which renders the
 * children.
 */
export default function LiveQuoteFollowing({
  props,
  onLive,
}: {
  props: WidgetProps<'LiveQuote'>['props'];
  onLive: (live: NonNullable<Scope['live']>) => void;
}) {
  const code = text(props.code);
  const tick = useLiveQuote(code || undefined);
  const status = useLiveStatus();
  const { quantity, cost, fxRate } = props;
  useEffect(() => {
    // Before the first tick live holds the status alone, so a row can say it is connecting; the
    // holding's figures stay absent (the row's own show) until they can be computed.
    if (!tick) onLive({ status });
    else onLive({ ...tick, ...(quantity === undefined ? undefined : holdingPnl({ quantity, cost, fxRate }, tick)), status });
  }, [tick, status, quantity, cost, fxRate, onLive]);
  return null;
}
