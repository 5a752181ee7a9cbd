// BigInt, not decimal.js: conditions run on the first screen, whose download leaves decimal.js out.
import { compareFixed, parseFixed } from './fixedPoint';
import { holdsRole } from '../staff/holdsRole';
import { isTruthy } from './isTruthy';

const COMPARISONS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const;
type Comparison = (typeof COMPARISONS)[number];
// What the short form may hold besides its one operator (condition.schema.json#/definitions/bind).
const STAFF_ROLES_PATH = 'session.staff.user.roles';
const SHORT_KEYS = new Set<string>(['$bind', 'default', ...COMPARISONS, 'in']);

/**
 * Evaluates a JSON-logic style condition tree (condition.schema.json), reading every operand through
 * `value` (evalCondition passes resolveValue; taking it as an argument is what lets resolveValue,
 * whose $if holds a condition, use this without the two modules importing each other). An absent
 * condition holds;
 * a malformed one does not, so a broken config hides things rather than showing them.
 * Numbers and numeric strings compare as decimals ("100.50" > 99), because the API sends
 * amounts as strings and a float comparison could be off by a cent.
 * {"role": r} holds for a staff member holding r or the administrator's role.
 * The short form {"$bind": path, "eq": operand} means {"eq": [{"$bind": path}, operand]}, and a
 * lone {"$bind": path} means {"truthy": {"$bind": path}}: most conditions test one binding.
 */
export function testCondition(condition: unknown, value: (operand: unknown) => unknown): boolean {
  if (condition === undefined) return true;
  if (condition === null || typeof condition !== 'object') return false;
  const c = condition as Record<string, unknown>;
  const pair = (p: unknown): [unknown, unknown] | undefined =>
    Array.isArray(p) && p.length === 2 ? [value(p[0]), value(p[1])] : undefined;

  // A dot path or a bound one (["state.contentDraft", {"$bind": "item"}]); resolveValue reads either.
  if (typeof c.$bind === 'string' || Array.isArray(c.$bind)) return evalShort(c, value);
  if ('truthy' in c) return isTruthy(value(c.truthy));
  if ('falsy' in c) return !isTruthy(value(c.falsy));
  for (const op of COMPARISONS) {
    if (op in c) {
      const p = pair(c[op]);
      return p ? holds(op, p[0], p[1]) : false;
    }
  }
  if ('in' in c) {
    if (!Array.isArray(c.in) || c.in.length !== 2) return false;
    return isOneOf(value(c.in[0]), value(c.in[1]));
  }
  // The signed-in staff member's roles; an administrator holds every role (as the server's mayAct).
  if ('role' in c) return typeof c.role === 'string' && holdsRole(value({ $bind: STAFF_ROLES_PATH }), c.role);
  if ('and' in c) return Array.isArray(c.and) && c.and.every((sub) => testCondition(sub, value));
  if ('or' in c) return Array.isArray(c.or) && c.or.some((sub) => testCondition(sub, value));
  if ('not' in c) return c.not !== null && typeof c.not === 'object' && !testCondition(c.not, value);
  return false;
}

function evalShort(c: Record<string, unknown>, value: (v: unknown) => unknown): boolean {
  const keys = Object.keys(c);
  const ops = keys.filter((k) => k !== '$bind' && k !== 'default');
  if (ops.length > 1 || keys.some((k) => !SHORT_KEYS.has(k))) return false;
  const subject = value('default' in c ? { $bind: c.$bind, default: c.default } : { $bind: c.$bind });
  const op = ops[0];
  if (op === undefined) return isTruthy(subject);
  if (op === 'in') return isOneOf(subject, value(c.in));
  return holds(op as Comparison, subject, value(c[op]));
}

function holds(op: Comparison, a: unknown, b: unknown): boolean {
  if (op === 'eq') return looseEquals(a, b);
  if (op === 'ne') return !looseEquals(a, b);
  const order = compare(a, b);
  if (order === undefined) return false;
  return op === 'gt' ? order > 0 : op === 'gte' ? order >= 0 : op === 'lt' ? order < 0 : order <= 0;
}

function isOneOf(needle: unknown, haystack: unknown): boolean {
  return Array.isArray(haystack) && haystack.some((candidate) => looseEquals(needle, candidate));
}

function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const order = compare(a, b);
  return order === 0;
}

function compare(a: unknown, b: unknown): number | undefined {
  if ((typeof a === 'number' || typeof a === 'string') && (typeof b === 'number' || typeof b === 'string')) {
    const da = parseFixed(a);
    const db = parseFixed(b);
    if (da && db) return compareFixed(da, db);
    if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  }
  return undefined;
}
