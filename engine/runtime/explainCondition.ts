import { testCondition } from '@core/values/testCondition';

/** One test of a condition tree, with its verdict and what it compared. */
export interface ConditionExplanation {
  /** testCondition's verdict on this sub-condition: the explanation never decides on its own. */
  holds: boolean;
  /** truthy, falsy, eq, ne, gt, gte, lt, lte, in, and, or, not; malformed for a shape testCondition refuses. */
  op: string;
  /** What a test read: each operand as written (a binding, a literal) and the value it gave. */
  operands?: { written: unknown; value: unknown }[];
  /** and, or, not: their sub-conditions, explained the same way. */
  parts?: ConditionExplanation[];
}

const COMPARISONS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'];
// The one operator the short form {"$bind": path, op: operand} may carry (condition.schema.json#/definitions/bind).
const SHORT_OPS = new Set([...COMPARISONS, 'in']);

/**
 * Why a condition holds or not (the studio's action log says why a `when` skipped a step). Every
 * verdict, at every level, is testCondition's own on that sub-tree, with operands read through the
 * same `value`; this only walks the tree the way testCondition reads it and records the operands,
 * so the two cannot disagree.
 */
export function explainCondition(condition: unknown, value: (operand: unknown) => unknown): ConditionExplanation {
  const holds = testCondition(condition, value);
  if (condition === undefined) return { holds, op: 'truthy', operands: [] };
  if (condition === null || typeof condition !== 'object') return { holds, op: 'malformed' };
  const c = condition as Record<string, unknown>;
  const read = (written: unknown) => ({ written, value: value(written) });

  if (typeof c.$bind === 'string' || Array.isArray(c.$bind)) {
    const subject = 'default' in c ? { $bind: c.$bind, default: c.default } : { $bind: c.$bind };
    const ops = Object.keys(c).filter((k) => k !== '$bind' && k !== 'default');
    const op = ops[0];
    if (ops.length > 1 || (op !== undefined && !SHORT_OPS.has(op))) return { holds, op: 'malformed' };
    return op === undefined ? { holds, op: 'truthy', operands: [read(subject)] } : { holds, op, operands: [read(subject), read(c[op])] };
  }
  if ('truthy' in c) return { holds, op: 'truthy', operands: [read(c.truthy)] };
  if ('falsy' in c) return { holds, op: 'falsy', operands: [read(c.falsy)] };
  const op = [...COMPARISONS, 'in'].find((k) => k in c);
  if (op !== undefined) {
    const pair = c[op];
    return Array.isArray(pair) && pair.length === 2 ? { holds, op, operands: pair.map(read) } : { holds, op: 'malformed' };
  }
  for (const group of ['and', 'or'] as const) {
    if (group in c) {
      const subs = c[group];
      return Array.isArray(subs)
        ? { holds, op: group, parts: subs.map((sub) => explainCondition(sub, value)) }
        : { holds, op: 'malformed' };
    }
  }
  if ('not' in c)
    return c.not !== null && typeof c.not === 'object'
      ? { holds, op: 'not', parts: [explainCondition(c.not, value)] }
      : { holds, op: 'malformed' };
  return { holds, op: 'malformed' };
}
