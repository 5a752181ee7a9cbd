import { useCallback, useMemo, type Key } from 'react';
import { useEngine } from '../context/EngineContext';
import { runActions } from '../runtime/actions/runActions';
import type { NodeSpec, WidgetName } from '../runtime/dsl';
import { evalCondition } from '../runtime/evalCondition';
import { repeatItems } from '@core/values/repeatItems';
import { resolveValue } from '@core/values/resolveValue';
import type { Scope } from '../runtime/scope';
import { useGlobalScope } from './GlobalScope';
import { ScopeLayer, useScopeLayer } from './ScopeLayer';
import { useSources } from './SourcesContext';

/** Renders one node: visibility, bound props, event handlers, children. */
export function NodeView({ node }: { node: NodeSpec }) {
  const engine = useEngine();
  const global = useGlobalScope();
  const layer = useScopeLayer();
  const sources = useSources();
  const { t, formatters } = engine;
  const scope = useMemo<Scope>(() => ({ ...global, ...layer }), [global, layer]);

  const refresh = useCallback(
    (source?: string) => {
      const targets = source ? [sources[source]] : Object.values(sources);
      return Promise.all(targets.map((s) => s?.reload()));
    },
    [sources],
  );
  const emit = useCallback(
    (event: string, extra: Partial<Scope> = {}) =>
      runActions(
        node.on?.[event],
        { host: engine.host(refresh), scope: () => ({ ...engine.globalScope(), ...layer }), t, formatters },
        extra,
      ),
    [engine, layer, node, refresh, t, formatters],
  );
  const handles = useCallback((event: string) => (node.on?.[event]?.length ?? 0) > 0, [node]);

  if (node.visibleWhen !== undefined && !evalCondition(node.visibleWhen, scope, t, formatters)) return null;
  const Widget = Object.hasOwn(engine.widgets, node.widget) ? engine.widgets[node.widget as WidgetName] : undefined;
  // `npm run validate` rejects unknown widgets before a bundle ships; at run time one is skipped.
  if (!Widget) return null;

  const props = resolveValue(node.props ?? {}, scope, t, formatters) as Record<string, unknown>;
  const children = node.children?.map((child, i) => <NodeView key={child.id ?? i} node={child} />);
  return (
    <Widget props={props} node={node} emit={emit} handles={handles} renderNode={renderNode}>
      {node.repeat
        ? // A repeat renders the children once per item, each time with that item and index in scope.
          repeatItems(node.repeat, scope, t, formatters).map(({ item, index, key }) => (
            <ScopeLayer key={key} value={{ item, index }}>
              {children}
            </ScopeLayer>
          ))
        : children}
    </Widget>
  );
}

function renderNode(node: NodeSpec, layer: Partial<Scope>, key: Key) {
  return (
    <ScopeLayer key={key} value={layer}>
      <NodeView node={node} />
    </ScopeLayer>
  );
}
