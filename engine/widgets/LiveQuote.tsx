import { useLiveQuote, useLiveStatus } from '../runtime/realtime/useLiveQuotes';
import { text } from './propReaders';
import type { WidgetProps } from './WidgetProps';

/**
 * The DSL's door to live prices: follows its code while shown and renders its children with the
 * latest tick as `live` (the source and time travel with the price, so a screen can show them).
 */
export function LiveQuote({ props, node, renderNode }: WidgetProps<'LiveQuote'>) {
  const code = text(props.code);
  const tick = useLiveQuote(code || undefined);
  const status = useLiveStatus();
  // Before the first tick live holds the status alone, so a row can say it is connecting.
  const live = tick ? { ...tick, status } : { status };
  return <>{(node.children ?? []).map((child, index) => renderNode(child, { live }, index))}</>;
}
