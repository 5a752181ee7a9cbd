import { useLiveQuote, useLiveStatus } from '../runtime/realtime/useLiveQuotes';
import { withLive } from './withLive';
import { text } from './propReaders';
import type { WidgetProps } from './WidgetProps';

/** LiveQuote's part that follows the code (lazy: it brings the socket client). */
export default function LiveQuoteFollowing(props: WidgetProps<'LiveQuote'>) {
  const code = text(props.props.code);
  const tick = useLiveQuote(code || undefined);
  const status = useLiveStatus();
  // Before the first tick live holds the status alone, so a row can say it is connecting.
  return withLive(props, tick ? { ...tick, status } : { status });
}
