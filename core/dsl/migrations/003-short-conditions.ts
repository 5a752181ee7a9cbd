import { isPlainBind, mapJson } from '../mapJson';
import type { JsonObject, Migration } from '../types';

// Most conditions test one binding, and the long form spends a pair array and a nested object on
// it: {"eq": [{"$bind": "state.tab"}, "wallet"]}. DSL 3 adds the short form over one binding,
// {"$bind": "state.tab", "eq": "wallet"}, and {"$bind": path} for {"truthy": {"$bind": path}}
// (condition.schema.json#/definitions/bind). The long form stays valid: conditions whose first
// operand is not a plain binding, falsy, and and/or/not keep it.

const COMPARISONS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'];
// Members that hold a condition (node.visibleWhen, action/source/prompt when, a value's $if).
const CONDITION_KEYS = new Set(['visibleWhen', 'when', '$if']);

/** One condition in its short form where it has one; and/or/not are shortened inside. */
export function shortCondition(condition: unknown): unknown {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return condition;
  const c = condition as JsonObject;
  const keys = Object.keys(c);
  if (keys.length !== 1) return c;
  const [op] = keys as [string];
  const operand = c[op];
  if ((op === 'and' || op === 'or') && Array.isArray(operand)) return { [op]: operand.map(shortCondition) };
  if (op === 'not') return { not: shortCondition(operand) };
  if (op === 'truthy' && isPlainBind(operand)) return { ...operand };
  if (COMPARISONS.includes(op) && Array.isArray(operand) && operand.length === 2 && isPlainBind(operand[0])) {
    return { ...operand[0], [op]: operand[1] };
  }
  return c;
}

function shortenConditions(doc: JsonObject): JsonObject {
  return mapJson(doc, (object) => {
    let changed: JsonObject | undefined;
    for (const [key, member] of Object.entries(object)) {
      if (!CONDITION_KEYS.has(key)) continue;
      const short = shortCondition(member);
      if (short !== member) (changed ??= { ...object })[key] = short;
    }
    return changed ?? object;
  }) as JsonObject;
}

export const shortConditions: Migration = {
  to: 3,
  name: 'short-conditions',
  summary: 'conditions over one binding: {"eq": [{"$bind": p}, v]} -> {"$bind": p, "eq": v}; {"truthy": {"$bind": p}} -> {"$bind": p}',
  migrate: { screen: shortenConditions, prompt: shortenConditions, fragment: shortenConditions },
};
