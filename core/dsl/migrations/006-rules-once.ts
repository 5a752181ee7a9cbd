import { mapJson } from '../mapJson';
import type { JsonObject, Migration } from '../types';

// DSL 6 lets a screen state a rule once: the `role` condition (an administrator holds every role),
// the `stop` action (a refusal toast that ends the list), bounds from data in forms
// ({"$bind": "data.conf.min_amount"} as a field's minimum) and an api endpoint chosen by a binding.
// Two old spellings are rewritten here because the rewrite is exact:
// - a role check, {"or": [{"in": [role, roles]}, {"in": ["admin", roles]}]} (either order) or
//   {"in": ["admin", roles]}, where roles binds the staff session's roles (session.staff.user.roles
//   or a data source of ops/me, which is the same answer), becomes {"role": role};
// - a failure toast with `when` C whose every later step in the list runs only under "not C" (its
//   `when` is {"not": C} or an `and` holding it) becomes a stop with `when` C, and the later steps
//   lose that "not C". A later step that is itself such a stop may lack it: it only shows a
//   refusal, and one refusal at a time is what the stop means.
// Bounds from data and endpoint cases cannot be derived from an old file (a form does not know the
// screen that shows it; twin actions differ in more than their endpoint), so they are written by
// hand; the version moves so an app built for DSL 5 ignores a bundle that may use them.

const ADMIN = 'admin';
type Json = unknown;

function isObject(value: Json): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function same(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The paths that hold the staff session's roles in this file. */
function rolePaths(doc: JsonObject): Set<string> {
  const paths = new Set(['session.staff.user.roles']);
  for (const [name, source] of Object.entries(isObject(doc.data) ? doc.data : {})) {
    if (isObject(source) && source.endpoint === 'ops/me') paths.add(`data.${name}.roles`);
  }
  return paths;
}

/** The role an {"in": [role, {"$bind": roles}]} tests, when roles is the staff member's. */
function roleTested(condition: Json, paths: Set<string>): string | undefined {
  if (!isObject(condition) || Object.keys(condition).length !== 1 || !Array.isArray(condition.in)) return undefined;
  const [role, roles] = condition.in as Json[];
  if (typeof role !== 'string' || !isObject(roles) || Object.keys(roles).length !== 1) return undefined;
  return typeof roles.$bind === 'string' && paths.has(roles.$bind) ? role : undefined;
}

/** {"role": r} for a role check of the old spelling, else undefined. */
export function roleCondition(condition: Json, paths: Set<string>): JsonObject | undefined {
  const alone = roleTested(condition, paths);
  if (alone === ADMIN) return { role: ADMIN };
  if (!isObject(condition) || Object.keys(condition).length !== 1 || !Array.isArray(condition.or) || condition.or.length !== 2)
    return undefined;
  const roles = (condition.or as Json[]).map((c) => roleTested(c, paths));
  if (roles.some((r) => r === undefined) || !roles.includes(ADMIN)) return undefined;
  const other = roles.find((r) => r !== ADMIN);
  return { role: other ?? ADMIN };
}

const CONDITION_KEYS = new Set(['visibleWhen', 'when', '$if']);

function rewriteRoles(doc: JsonObject): JsonObject {
  const paths = rolePaths(doc);
  return mapJson(doc, (object) => {
    let changed: JsonObject | undefined;
    for (const [key, member] of Object.entries(object)) {
      const role = CONDITION_KEYS.has(key) ? roleCondition(member, paths) : undefined;
      if (role) (changed ??= { ...object })[key] = role;
    }
    // Inside and/or/not too: {"and": [{"or": [...role check...]}, ...]}.
    for (const op of ['and', 'or'] as const) {
      const list = object[op];
      if (!Array.isArray(list) || Object.keys(object).length !== 1) continue;
      const next = list.map((c: Json) => roleCondition(c, paths) ?? c);
      if (next.some((c, i) => c !== list[i])) changed = { [op]: next };
    }
    if (Object.keys(object).length === 1 && 'not' in object) {
      const role = roleCondition(object.not, paths);
      if (role) changed = { not: role };
    }
    return changed ?? object;
  }) as JsonObject;
}

/** `when` without the conjunct {"not": c}; null when that was all of it, undefined when it has none. */
function withoutNot(when: Json, c: Json): Json | null | undefined {
  const negated = { not: c };
  if (same(when, negated)) return null;
  if (!isObject(when) || Object.keys(when).length !== 1 || !Array.isArray(when.and)) return undefined;
  const rest = (when.and as Json[]).filter((x) => !same(x, negated));
  if (rest.length === when.and.length) return undefined;
  return rest.length === 0 ? null : rest.length === 1 ? rest[0] : { and: rest };
}

function isRefusalToast(action: Json): action is JsonObject {
  return isObject(action) && action.type === 'toast' && action.icon === 'fail' && action.when !== undefined;
}

/** One action list with its refusal toasts turned into stops where that is exact (last first). */
export function stopsIn(list: Json[]): Json[] {
  const out = [...list];
  for (let i = out.length - 1; i >= 0; i--) {
    const toast = out[i];
    if (!isRefusalToast(toast)) continue;
    const later = out.slice(i + 1);
    const rewritten = later.map((a) => (isObject(a) ? withoutNot(a.when, toast.when) : undefined));
    const exact = later.every((a, k) => rewritten[k] !== undefined || (isObject(a) && a.type === 'stop'));
    if (later.length === 0 || !exact || !rewritten.some((r) => r !== undefined)) continue;
    later.forEach((a, k) => {
      const when = rewritten[k];
      if (when === undefined || !isObject(a)) return;
      const next: JsonObject = { ...a };
      if (when === null) delete next.when;
      else next.when = when;
      out[i + 1 + k] = next;
    });
    out[i] = { type: 'stop', when: toast.when, text: toast.text };
  }
  return out;
}

const ACTION_LISTS = new Set(['then', 'onSuccess', 'onError', 'confirm', 'onEnter', 'onStart']);

function rewriteStops(doc: JsonObject): JsonObject {
  return mapJson(doc, (object, key) => {
    let changed: JsonObject | undefined;
    for (const [name, member] of Object.entries(object)) {
      // An event's list (node.on.<event>) or a list of action lists by name.
      const isList = Array.isArray(member) && (ACTION_LISTS.has(name) || key === 'on');
      if (!isList) continue;
      const next = stopsIn(member as Json[]);
      if (next.some((a, i) => a !== (member as Json[])[i])) (changed ??= { ...object })[name] = next;
    }
    return changed ?? object;
  }) as JsonObject;
}

const rules = (doc: JsonObject): JsonObject => rewriteStops(rewriteRoles(doc));
const unchanged = <T>(doc: T): T => doc;

export const rulesOnce: Migration = {
  to: 6,
  name: 'rules-once',
  summary:
    'role condition, stop action, bounds from data, endpoint cases: role checks with admin -> {"role": r}; a failure toast guarding the later steps -> stop',
  migrate: { app: rules, screen: rules, form: unchanged, prompt: rules, fragment: rules },
};
