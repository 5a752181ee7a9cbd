import type { NodeSpec, ScreenSpec } from '@engine/runtime/dsl';
import type { Scope } from '@engine/runtime/scope';

/** A node of the previewed screen, for the inspector's node picker. */
export interface ListedNode {
  /** Its JSON pointer in the screen as shown (fragments expanded). */
  pointer: string;
  node: NodeSpec;
}

/** One `$bind` of a node: where it is written, the path and what it resolves to now. */
export interface NodeBinding {
  /** Pointer inside the node (/props/text). */
  at: string;
  path: unknown;
  value: unknown;
  /**
   * A scope only a row, a repeat, a form submit or an action answer adds (item, index, form,
   * result, error, live): the screen's scopes alone cannot say what it is.
   */
  layer?: string;
}

const LAYERS = new Set(['item', 'index', 'form', 'result', 'error', 'live']);

/** Every node of the screen, depth first: the navbar's right side, then the body. */
export function listNodes(screen: ScreenSpec): ListedNode[] {
  const out: ListedNode[] = [];
  const walk = (nodes: readonly NodeSpec[] | undefined, at: string) =>
    nodes?.forEach((node, i) => {
      out.push({ pointer: `${at}/${i}`, node });
      walk(node.children, `${at}/${i}/children`);
    });
  walk(screen.navbar?.right, '/navbar/right');
  walk(screen.body, '/body');
  return out;
}

/**
 * The `$bind`s a node shows with (its props, visibleWhen and repeat; not its children, which are
 * nodes of their own, nor its actions, which the action log shows as they run), each resolved
 * against the screen's scopes by `resolve` (the preview frame's resolveValue: given, not imported,
 * so the studio's chunk that imports this file's types does not pull the resolver out of the
 * app's entry chunk into a shared one).
 */
export function nodeBindings(node: NodeSpec, scope: Scope, resolve: (value: unknown, scope: Scope) => unknown): NodeBinding[] {
  const out: NodeBinding[] = [];
  const walk = (value: unknown, at: string) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((member, i) => walk(member, `${at}/${i}`));
    const spec = value as Record<string, unknown>;
    if ('$bind' in spec) {
      const first = firstSegment(spec.$bind);
      const binding = { $bind: spec.$bind, ...('default' in spec ? { default: spec.default } : {}) };
      out.push(
        first !== undefined && LAYERS.has(first)
          ? { at, path: spec.$bind, value: undefined, layer: first }
          : { at, path: spec.$bind, value: resolve(binding, scope) },
      );
    }
    for (const [key, member] of Object.entries(spec)) if (key !== '$bind') walk(member, `${at}/${key}`);
  };
  walk(node.props, '/props');
  walk(node.visibleWhen, '/visibleWhen');
  walk(node.repeat, '/repeat');
  return out;
}

function firstSegment(path: unknown): string | undefined {
  const head = Array.isArray(path) ? (path as unknown[])[0] : path;
  return typeof head === 'string' ? head.split('.')[0] : undefined;
}
