import { lazy, Suspense, useState } from 'react';
import type { Scope } from '../runtime/scope';
import { withLive } from './withLive';
import type { WidgetProps } from '../kit/WidgetProps';

// The socket client is its own chunk, shared with the publication follower: screens without live
// prices (the login screen, the first download) do not carry it.
const Following = lazy(() => import('./LiveQuoteFollowing'));

/**
 * The DSL's door to live prices: follows its code while shown and renders its children with the
 * latest tick as `live` (the source and time travel with the price, so a screen can show them).
 * While its code loads, the children render as before a first tick (live.status "connecting"),
 * never a spinner in each row. The children stay where they are when the chunk arrives (only the
 * follower, which renders nothing, suspends), so a chart inside is not mounted twice nor refetched.
 */
export function LiveQuote(props: WidgetProps<'LiveQuote'>) {
  const [live, setLive] = useState<NonNullable<Scope['live']>>({ status: 'connecting' });
  return (
    <>
      <Suspense fallback={null}>
        <Following props={props.props} onLive={setLive} />
      </Suspense>
      {withLive(props, live)}
    </>
  );
}
