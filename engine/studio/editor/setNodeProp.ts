import { formatJson } from '@core/json/formatJson';
import { splitPointer } from '@core/json/splitPointer';
import { hasOwn } from './hasOwn';
import { isJsonObject, type JsonObject } from '@core/json/isJsonObject';
import { valueAt } from './valueAt';

/** Sets a member as an own data property, even one named "__proto__". */
function define(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Adds "props" to a node where the bundle writes it: after "widget" and an "id" that follows it. */
function addProps(node: JsonObject, props: JsonObject): void {
  const keys = Object.keys(node);
  let at = keys.indexOf('widget') + 1;
  if (keys[at] === 'id') at++;
  const moved = keys.slice(at).map((key) => [key, node[key]] as const);
  for (const [key] of moved) delete node[key];
  define(node, 'props', props);
  for (const [key, value] of moved) define(node, key, value);
}

/**
 * A screen file's text with one prop of the node at nodePointer set to value, or removed when value
 * is undefined; the whole document is written again as every bundle file is written (core/json/formatJson). A
 * "props" object the node lacks is added after "widget" (and "id"); one left empty by a removal is
 * dropped. Null when the text is not JSON, nodePointer does not address an object with a "widget"
 * string, or its "props" is not an object.
 */
export function setNodeProp(text: string, nodePointer: string, prop: string, value: unknown): string | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const segments = splitPointer(nodePointer);
  if (!segments) return null;
  const node = valueAt(doc, segments);
  if (!isJsonObject(node) || typeof node.widget !== 'string') return null;
  const present = hasOwn(node, 'props');
  if (present && !isJsonObject(node.props)) return null;
  const props = present ? (node.props as JsonObject) : {};
  if (value === undefined) {
    if (!hasOwn(props, prop)) return formatJson(doc);
    delete props[prop];
    if (present && Object.keys(props).length === 0) delete node.props;
  } else {
    define(props, prop, value);
    if (!present) addProps(node, props);
  }
  return formatJson(doc);
}
