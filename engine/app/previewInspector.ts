import type { Engine } from '../context/Engine';
import type { Action, ScreenSpec } from '../runtime/dsl';
import { explainCondition } from '../runtime/explainCondition';
import type { ActionStep, InspectedSource, Inspector } from '../runtime/inspect/Inspector';
import { inspectable } from '../runtime/inspect/inspectable';
import { resolveValue } from '../runtime/resolveValue';
import type { Scope } from '../runtime/scope';
import { listNodes, nodeBindings } from '../studio/preview/nodeBindings';
import type { ActionLogEntry, InspectedNode, PreviewMessage, ScopeSnapshot } from '../studio/preview/previewProtocol';

function valuesOf(sources: Record<string, InspectedSource>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(sources).map(([name, s]) => [name, s.data]));
}

// Counted per frame, not per mount: the studio's log keeps entries across the preview's rebuilds.
let lastId = 0;

// What an action holds besides its parameters: its kind, its condition and the steps it leads to.
const NOT_PARAMS = new Set(['type', 'when', 'then', 'onSuccess', 'onError']);

export interface PreviewInspector extends Inspector {
  /** Starts reporting the engine's scopes (and their changes); returns the stop function. */
  attach(engine: Engine): () => void;
}

/**
 * The preview frame's inspector: tells the studio (the parent page) the shown screen's scopes and
 * every action step with its resolved parameters, its answer, and for a step its `when` skipped,
 * why (explainCondition). Only bootPreview makes one, so none of this is in the app's code.
 */
export function previewInspector(send: (message: PreviewMessage) => void): PreviewInspector {
  let engine: Engine | undefined;
  let screen: { spec: ScreenSpec; layer: Partial<Scope>; sources: Record<string, InspectedSource> } | undefined;
  const forms = new Map<string, unknown>();
  let queued = false;

  const resolve = (value: unknown, scope: Scope) => resolveValue(value, scope, engine?.t ?? ((key) => key), engine?.formatters);

  function snapshot(): ScopeSnapshot {
    const global = engine?.globalScope() ?? {};
    const data = Object.fromEntries(
      Object.entries(screen?.sources ?? {}).map(([name, s]) => [
        name,
        { value: inspectable(s.data), error: inspectable(s.error), loading: s.loading, active: s.active },
      ]),
    );
    return {
      screen: screen && { id: screen.spec.id, nodes: nodesOf(screen.spec, { ...global, ...screen.layer, data: valuesOf(screen.sources) }) },
      data,
      state: inspectable(global.state),
      session: inspectable(global.session),
      app: inspectable(global.app),
      route: inspectable(screen?.layer.route),
      storage: inspectable(global.storage),
      conf: inspectable(global.conf),
      forms: inspectable(Object.fromEntries(forms)) as Record<string, unknown>,
    };
  }

  // Bindings are resolved here, where the engine's translations and formats are, not in the studio.
  function nodesOf(spec: ScreenSpec, scope: Scope): InspectedNode[] {
    return listNodes(spec).map(({ pointer, node }) => ({
      pointer,
      widget: node.widget,
      ...(node.id ? { id: node.id } : {}),
      bindings: nodeBindings(node, scope, (value, at) => resolve(value, at)).map((b) => ({ ...b, value: inspectable(b.value) })),
    }));
  }

  // Changes come in bursts (a source loads, state is set, a form re-renders): one report per burst.
  function report(): void {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      send({ type: 'meridian-preview-scope', snapshot: snapshot() });
    }, 60);
  }

  function step(action: Action, scope: Scope): ActionStep {
    const params = Object.fromEntries(Object.entries(action).filter(([key]) => !NOT_PARAMS.has(key)));
    const entry: ActionLogEntry = {
      id: ++lastId,
      at: Date.now(),
      type: action.type,
      status: 'running',
      params: inspectable(resolve(params, scope)),
    };
    let posted = false;
    const post = () => {
      posted = true;
      send({ type: 'meridian-preview-action', entry: { ...entry } });
    };
    // A step skipped at once is told once, as skipped; one that runs is told as running first.
    queueMicrotask(() => posted || post());
    return {
      skipped() {
        entry.status = 'skipped';
        entry.when = action.when;
        entry.why = inspectable(explainCondition(action.when, (operand) => resolve(operand, scope))) as ActionLogEntry['why'];
        post();
      },
      called(sent) {
        entry.params = inspectable(sent);
        post();
      },
      answered({ result, error }) {
        if (error) entry.error = inspectable(error);
        else entry.result = inspectable(result);
        post();
      },
      done(outcome) {
        entry.ms = Date.now() - entry.at;
        if ('thrown' in outcome) {
          entry.status = 'failed';
          entry.error = inspectable(outcome.thrown instanceof Error ? outcome.thrown : { msg: String(outcome.thrown) });
        } else entry.status = outcome.failed ? 'failed' : outcome.completed ? 'done' : 'stopped';
        if (!('thrown' in outcome) && outcome.error && entry.error === undefined) entry.error = inspectable(outcome.error);
        post();
        report();
      },
    };
  }

  return {
    step,
    screen(spec, layer, sources) {
      screen = { spec, layer, sources };
      report();
    },
    form(id, values) {
      if (values === undefined) forms.delete(id);
      else forms.set(id, values);
      report();
    },
    attach(attached) {
      engine = attached;
      const { state, storage, session, staff, conf, app } = attached.stores;
      const stops = [state, storage, session, staff, conf, app].map((store) => store.subscribe(report));
      report();
      return () => stops.forEach((stop) => stop());
    },
  };
}
