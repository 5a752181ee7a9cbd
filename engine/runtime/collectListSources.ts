import type { NodeSpec } from './dsl';

/**
 * Names of the data sources a List renders. Those show their own loading, error and empty
 * states, so the screen does not wait for them; every other source holds the screen's body back
 * until it has data, because its bindings would render empty.
 */
export function collectListSources(nodes: readonly NodeSpec[] | undefined, out: Set<string> = new Set()): Set<string> {
  for (const node of nodes ?? []) {
    if (node.widget === 'List' && typeof node.props?.source === 'string') out.add(node.props.source);
    collectListSources(node.children, out);
  }
  return out;
}
