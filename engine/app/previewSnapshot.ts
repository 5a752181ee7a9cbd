import type { ScreenSpec } from '../runtime/dsl';
import type { InspectedSource } from '../runtime/inspect/Inspector';
import { inspectable } from '../runtime/inspect/inspectable';
import type { Scope } from '../runtime/scope';
import { listNodes, nodeBindings } from '../studio/preview/nodeBindings';
import type { InspectedNode, ScopeSnapshot } from '../studio/preview/previewProtocol';

export interface ShownScreen {
  spec: ScreenSpec;
  layer: Partial<Scope>;
  sources: Record<string, InspectedSource>;
}

/**
 * The shown screen's scopes as the studio's inspector lists them: every value through
 * inspectable (plain, secrets blanked, long lists cut), and each node's bindings resolved here,
 * where the engine's translations and formats are, not in the studio.
 */
export function previewSnapshot(
  global: Scope,
  screen: ShownScreen | undefined,
  forms: ReadonlyMap<string, unknown>,
  resolve: (value: unknown, scope: Scope) => unknown,
): ScopeSnapshot {
  const sources = Object.entries(screen?.sources ?? {});
  const scope: Scope = { ...global, ...screen?.layer, data: Object.fromEntries(sources.map(([name, s]) => [name, s.data])) };
  const nodes = (spec: ScreenSpec): InspectedNode[] =>
    listNodes(spec).map(({ pointer, node }) => ({
      pointer,
      widget: node.widget,
      ...(node.id ? { id: node.id } : {}),
      bindings: nodeBindings(node, scope, resolve).map((b) => ({ ...b, value: inspectable(b.value) })),
    }));
  return {
    screen: screen && { id: screen.spec.id, nodes: nodes(screen.spec) },
    data: Object.fromEntries(
      sources.map(([name, s]) => [name, { value: inspectable(s.data), error: inspectable(s.error), loading: s.loading, active: s.active }]),
    ),
    state: inspectable(global.state),
    session: inspectable(global.session),
    app: inspectable(global.app),
    route: inspectable(screen?.layer.route),
    storage: inspectable(global.storage),
    conf: inspectable(global.conf),
    forms: inspectable(Object.fromEntries(forms)) as Record<string, unknown>,
  };
}
