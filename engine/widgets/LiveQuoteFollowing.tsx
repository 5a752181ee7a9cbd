import { useLiveHolding, useLiveQuote, useLiveStatus } from '../runtime/realtime/useLiveQuotes';
import { withLive } from './withLive';
import { text } from './propReaders';
import type { WidgetProps } from './WidgetProps';

/** LiveQuote's part that follows the code (lazy: it brings the socket client). */
export default function LiveQuoteFollowing(props: WidgetProps<'LiveQuote'>) {
  const code = text(props.props.code);
  const tick = useLiveQuote(code || undefined);
  const status = useLiveStatus();
  const { quantity, cost, fxRate } = props.props;
  // Only a LiveQuote given a holding values one; the figures stay absent (the row's own show) until they can be computed.
  const holding = useLiveHolding(quantity === undefined ? undefined : code || undefined, { quantity, cost, fxRate });
  // Before the first tick live holds the status alone, so a row can say it is connecting.
  return withLive(props, tick ? { ...tick, ...holding, status } : { status });
}
