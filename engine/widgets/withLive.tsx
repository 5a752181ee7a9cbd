import type { ReactNode } from 'react';
import type { Scope } from '../runtime/scope';
import type { WidgetProps } from '../kit/WidgetProps';

/** The children of a LiveQuote node with `live` in scope. */
export function withLive({ node, renderNode }: Pick<WidgetProps, 'node' | 'renderNode'>, live: NonNullable<Scope['live']>): ReactNode {
  return <>{(node.children ?? []).map((child, index) => renderNode(child, { live }, index))}</>;
}
