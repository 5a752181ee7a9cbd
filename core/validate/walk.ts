// One traversal of the screen DSL, shared by every check: it knows where nodes, actions, values,
// conditions and i18n keys sit in a screen or prompt, and what scope a binding sees there. Checks
// are visitors; the walker never judges. It tolerates broken files (they are reported by the
// schema check) by ignoring what does not have the expected shape.

import { endpointIds } from '../dsl/endpointIds';
import type { ResponseIndex } from './types';
import { asArray, asObject, has, isObject, pointer, type JsonObject } from './json';
import { repeatItems } from './repeatItems';
import { listItems, type Scope } from './scope';

export interface Visitor {
  node?(node: JsonObject, at: string, scope: Scope): void;
  action?(action: JsonObject, at: string, scope: Scope): void;
  /** A `$bind` path (of a bound path, its literal start) or an action's paramsFrom. */
  bind?(path: string, at: string, scope: Scope): void;
  /** A bound segment of a path (["state.draft", {"$bind": "item"}]): the value naming one key. */
  segment?(segment: JsonObject, at: string, scope: Scope): void;
  /** A repeat's `each` (node.repeat.each or a $repeat value): what its children repeat over. */
  repeat?(each: unknown, at: string, scope: Scope): void;
  /** An i18n key: a $t value or a field the DSL declares to be a key. */
  key?(key: string, at: string, scope: Scope): void;
  /** A role condition's role name ({"role": "support"}). */
  role?(name: string, at: string, scope: Scope): void;
  /** A screen data source. */
  source?(name: string, source: JsonObject, at: string, scope: Scope): void;
  /** A prompt id named by a screen's guards. */
  guard?(prompt: string, at: string, scope: Scope): void;
}

export const BINDING_KEYS = ['$bind', '$t', '$fmt', '$if', '$concat', '$repeat'] as const;

export function isBinding(value: unknown): value is JsonObject {
  return isObject(value) && BINDING_KEYS.some((k) => has(value, k));
}

// Action members that hold values, maps of values, or nested action lists.
const ACTION_VALUE_KEYS = ['text', 'title', 'message', 'confirmText', 'cancelText', 'token', 'value', 'locale', 'theme'];
const ACTION_MAP_KEYS = ['params', 'query'];

export class Walker {
  constructor(
    private readonly visitor: Visitor,
    private readonly catalogue: ResponseIndex,
  ) {}

  value(value: unknown, at: string, scope: Scope): void {
    if (Array.isArray(value)) {
      value.forEach((v, i) => this.value(v, pointer(at, i), scope));
      return;
    }
    if (!isObject(value)) return;
    if (has(value, '$bind')) {
      // Also the short form of a formatted binding ({"$fmt", "$bind"}).
      if (typeof value.$bind === 'string') this.visitor.bind?.(value.$bind, pointer(at, '$bind'), scope);
      else this.path(value.$bind, pointer(at, '$bind'), scope);
      if (has(value, 'default')) this.value(value.default, pointer(at, 'default'), scope);
    } else if (has(value, '$t')) {
      if (typeof value.$t === 'string') this.visitor.key?.(value.$t, pointer(at, '$t'), scope);
      for (const [k, v] of Object.entries(asObject(value.args))) this.value(v, pointer(at, 'args', k), scope);
    } else if (has(value, '$fmt')) {
      this.value(value.value, pointer(at, 'value'), scope);
    } else if (has(value, '$if')) {
      this.condition(value.$if, pointer(at, '$if'), scope);
      this.value(value.then, pointer(at, 'then'), scope);
      this.value(value.else, pointer(at, 'else'), scope);
    } else if (has(value, '$concat')) {
      this.value(value.$concat, pointer(at, '$concat'), scope);
    } else if (has(value, '$repeat')) {
      this.value(value.$repeat, pointer(at, '$repeat'), scope);
      this.visitor.repeat?.(value.$repeat, pointer(at, '$repeat'), scope);
      this.value(value.each, pointer(at, 'each'), this.repeatScope(value.$repeat, scope));
    } else {
      for (const [k, v] of Object.entries(value)) this.value(v, pointer(at, k), scope);
    }
  }

  /**
   * A bound path ([dot path, segment, ...]): its literal start as one binding (so data.<source>
   * and item paths are checked as far as they are known), each bound segment as a segment and as
   * a value (its own binding checked where it stands).
   */
  path(path: unknown, at: string, scope: Scope): void {
    if (!Array.isArray(path)) return;
    const bound = path.findIndex((m) => typeof m !== 'string' && typeof m !== 'number');
    const start = (bound === -1 ? path : path.slice(0, bound)).map(String).join('.');
    if (start !== '') this.visitor.bind?.(start, pointer(at, 0), scope);
    path.forEach((member, i) => {
      if (!isObject(member)) return;
      this.visitor.segment?.(member, pointer(at, i), scope);
      this.value(member, pointer(at, i), scope);
    });
  }

  /** The scope a repeat's children see: its item (and index), hiding an enclosing one's. */
  repeatScope(each: unknown, scope: Scope): Scope {
    const items = repeatItems(each, scope, this.catalogue);
    const label = isObject(each) && typeof each.$bind === 'string' ? `items of ${each.$bind}` : 'items of the repeat';
    return { ...scope, item: { schema: items.ok ? items.schema : undefined, label } };
  }

  condition(condition: unknown, at: string, scope: Scope): void {
    if (!isObject(condition)) return;
    // The short form {"$bind": path, "eq": operand}: the binding, then each operand as a value.
    if (has(condition, '$bind')) {
      for (const [key, operand] of Object.entries(condition)) {
        if (key === '$bind') this.value({ $bind: operand }, at, scope);
        else this.value(operand, pointer(at, key), scope);
      }
      return;
    }
    for (const [op, operand] of Object.entries(condition)) {
      const here = pointer(at, op);
      if (op === 'and' || op === 'or') asArray(operand).forEach((c, i) => this.condition(c, pointer(here, i), scope));
      else if (op === 'not') this.condition(operand, here, scope);
      else if (op === 'in') this.value(asArray(operand)[0], pointer(here, 0), scope);
      else if (op === 'role') {
        if (typeof operand === 'string') this.visitor.role?.(operand, here, scope);
      } else this.value(operand, here, scope);
    }
  }

  actions(list: unknown, at: string, scope: Scope): void {
    asArray(list).forEach((a, i) => this.action(a, pointer(at, i), scope));
  }

  action(action: unknown, at: string, scope: Scope): void {
    if (!isObject(action)) return;
    this.visitor.action?.(action, at, scope);
    this.condition(action.when, pointer(at, 'when'), scope);
    if (typeof action.paramsFrom === 'string') this.visitor.bind?.(action.paramsFrom, pointer(at, 'paramsFrom'), scope);
    // set's path with bound segments: its start is state (free), its segments are checked.
    if (Array.isArray(action.path)) this.path(action.path, pointer(at, 'path'), scope);
    for (const key of ACTION_VALUE_KEYS) if (has(action, key)) this.value(action[key], pointer(at, key), scope);
    for (const key of ACTION_MAP_KEYS) {
      for (const [k, v] of Object.entries(asObject(action[key]))) this.value(v, pointer(at, key, k), scope);
    }
    if (action.type === 'api') {
      // An endpoint chosen by a binding: the binding is read like any, and onSuccess is walked once
      // per case, so `result.*` must exist in the answer of every endpoint it may call.
      if (isObject(action.endpoint) && typeof action.endpoint.$bind === 'string')
        this.visitor.bind?.(action.endpoint.$bind, pointer(at, 'endpoint', '$bind'), scope);
      const ids = endpointIds(action.endpoint);
      for (const endpoint of ids.length > 0 ? ids : ['']) {
        const schema = this.catalogue.byId.get(endpoint)?.response;
        this.actions(action.onSuccess, pointer(at, 'onSuccess'), { ...scope, result: { endpoint, schema } });
      }
      // On failure there is no data; `error` holds the envelope.
      this.actions(action.onError, pointer(at, 'onError'), { ...scope, result: undefined });
    }
    this.actions(action.then, pointer(at, 'then'), scope);
  }

  node(node: unknown, at: string, scope: Scope): void {
    if (!isObject(node)) return;
    this.visitor.node?.(node, at, scope);
    for (const [k, v] of Object.entries(asObject(node.props))) this.value(v, pointer(at, 'props', k), scope);
    // A Form's stateKey path: its members after the first are segments under state.
    const stateKey = asObject(node.props).stateKey;
    if (node.widget === 'Form' && Array.isArray(stateKey)) {
      stateKey.forEach((member, i) => {
        if (isObject(member)) this.visitor.segment?.(member, pointer(at, 'props', 'stateKey', i), scope);
      });
    }
    this.condition(node.visibleWhen, pointer(at, 'visibleWhen'), scope);
    for (const [event, list] of Object.entries(asObject(node.on))) this.actions(list, pointer(at, 'on', event), scope);
    let childScope = scope;
    if (node.widget === 'List') {
      const items = listItems(node, scope, this.catalogue);
      const props = asObject(node.props);
      childScope = {
        ...scope,
        item: { schema: items.ok ? items.schema : undefined, label: `items of data.${String(props.source)}.${String(props.path)}` },
      };
    }
    const repeat = asObject(node.repeat);
    if (has(repeat, 'each')) {
      this.value(repeat.each, pointer(at, 'repeat', 'each'), childScope);
      this.visitor.repeat?.(repeat.each, pointer(at, 'repeat', 'each'), childScope);
      childScope = this.repeatScope(repeat.each, childScope);
    }
    this.nodes(node.children, pointer(at, 'children'), childScope);
  }

  nodes(list: unknown, at: string, scope: Scope): void {
    asArray(list).forEach((n, i) => this.node(n, pointer(at, i), scope));
  }

  screen(screen: unknown, file: string): void {
    if (!isObject(screen)) return;
    const sources = asObject(screen.data);
    const scope: Scope = { file, sources };
    this.value(screen.title, '/title', scope);
    for (const [name, src] of Object.entries(sources)) {
      if (!isObject(src)) continue;
      const at = pointer('/data', name);
      this.visitor.source?.(name, src, at, scope);
      for (const [k, v] of Object.entries(asObject(src.params))) this.value(v, pointer(at, 'params', k), scope);
      this.condition(src.when, pointer(at, 'when'), scope);
    }
    asArray(screen.guards).forEach((g, i) => {
      if (typeof g === 'string') this.visitor.guard?.(g, pointer('/guards', i), scope);
    });
    this.nodes(asObject(screen.navbar).right, '/navbar/right', scope);
    this.nodes(screen.body, '/body', scope);
  }

  /** The manifest's own actions (onStart): they run in the global scope, with no screen's sources. */
  app(app: unknown, file: string): void {
    if (!isObject(app)) return;
    this.actions(app.onStart, '/onStart', { file, sources: undefined });
  }

  prompt(prompt: unknown, file: string): void {
    if (!isObject(prompt)) return;
    const scope: Scope = { file, sources: undefined };
    for (const key of ['title', 'message', 'confirmText', 'cancelText']) {
      if (typeof prompt[key] === 'string') this.visitor.key?.(prompt[key], pointer('', key), scope);
    }
    this.condition(prompt.when, '/when', scope);
    this.actions(prompt.confirm, '/confirm', scope);
  }
}
