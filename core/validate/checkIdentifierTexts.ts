// Internal identifiers never reach a member: a value the catalogue declares as one of a fixed set of
// codes (a string `enum` or `const`: a status, a reason, a strategy, a kind) must be turned into words
// (public symbols a member knows as they are, written in capitals, are exempt: USD, GBX, TRC20, US)
// by a text key ($if on it choosing a $t, or a key built for it), never bound straight into what a
// member reads. Text positions are the props below and the args of a $t; a condition ($if, visibleWhen)
// may read a code, and a $fmt formats numbers and dates, not codes.

import { isSchemaObject, type Schema } from '../schema/walk';
import { asObject, has, isObject, pointer, type JsonObject } from './json';
import { bindingSchema } from './bindingSchema';
import { screenFile, type Bundle, type CatalogueIndex, type ValidationError } from './types';
import { Walker } from './walk';
import type { Scope } from './scope';

/** The props of each widget that a member reads as text. */
const TEXT_PROPS: Readonly<Record<string, readonly string[]>> = {
  Text: ['text'],
  Cell: ['title', 'description', 'extra'],
  Card: ['title'],
  CellGroup: ['title'],
  Button: ['text'],
  Link: ['text'],
  Empty: ['title', 'description'],
  PnL: ['label'],
  Copy: ['label'],
};

/** A currency, network or market symbol: shown as it is, in every language. */
const PUBLIC_SYMBOL = /^[A-Z][A-Z0-9]*$/;

/** A schema whose values are codes: a string enum or const (null allowed beside them). */
export function isIdentifierSchema(schema: Schema | undefined): boolean {
  if (!schema) return false;
  const values = Array.isArray(schema.enum) ? schema.enum : has(schema as JsonObject, 'const') ? [schema.const] : undefined;
  if (values) {
    const strings = values.filter((v) => v !== null);
    return strings.length > 0 && strings.every((v) => typeof v === 'string') && !strings.every((v) => PUBLIC_SYMBOL.test(v as string));
  }
  for (const key of ['anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list) && list.some((s) => isSchemaObject(s) && isIdentifierSchema(s))) return true;
  }
  return false;
}

export function checkIdentifierTexts(bundle: Bundle, catalogue: CatalogueIndex): ValidationError[] {
  const errors: ValidationError[] = [];
  /** The bindings a text value shows as they are: through $concat, $repeat, $if branches and defaults, and $t args. */
  const shown = (value: unknown, at: string, scope: Scope): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => shown(v, pointer(at, i), scope));
    if (!isObject(value)) return;
    if (has(value, '$fmt')) return;
    if (typeof value.$bind === 'string') {
      if (isIdentifierSchema(bindingSchema(value.$bind, scope, catalogue))) {
        errors.push({
          file: scope.file,
          pointer: pointer(at, '$bind'),
          message: `${value.$bind} is a code (one of a fixed set) shown as it is: give each value a text key (an $if choosing a $t)`,
        });
      }
      if (has(value, 'default')) shown(value.default, pointer(at, 'default'), scope);
      return;
    }
    if (has(value, '$t')) {
      for (const [k, v] of Object.entries(asObject(value.args))) shown(v, pointer(at, 'args', k), scope);
      return;
    }
    if (has(value, '$if')) {
      shown(value.then, pointer(at, 'then'), scope);
      shown(value.else, pointer(at, 'else'), scope);
      return;
    }
    if (has(value, '$concat')) shown(value.$concat, pointer(at, '$concat'), scope);
    // A $repeat shows its `each` once per item, with that item in scope (a list of codes, one per item).
    if (has(value, '$repeat')) shown(value.each, pointer(at, 'each'), walker.repeatScope(value.$repeat, scope));
  };
  const walker = new Walker(
    {
      node(node: JsonObject, at: string, scope: Scope) {
        const props = asObject(node.props);
        for (const prop of TEXT_PROPS[String(node.widget)] ?? [])
          if (has(props, prop)) shown(props[prop], pointer(at, 'props', prop), scope);
      },
    },
    catalogue,
  );
  for (const [id, screen] of Object.entries(bundle.screens)) walker.screen(screen, screenFile(id));
  return errors;
}
