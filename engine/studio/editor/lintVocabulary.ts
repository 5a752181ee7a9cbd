import { escapePointerSegment } from '@core/json/escapePointerSegment';
import { STAFF_ROLES } from '@core/staff/staffRoles';
import { actionNames } from './actionNames';
import { closestName } from '@core/validate/closestName';
import { hasOwn } from './hasOwn';
import { isJsonObject, type JsonObject } from '@core/json/isJsonObject';
import { knownI18nKey } from './knownI18nKey';
import type { EditorKind, EditorVocabulary } from './types';
import { walkJson } from './walkJson';

export interface VocabularyFinding {
  pointer: string;
  message: string;
  /** Mark the member's value, or its name (an unknown prop or event). */
  part: 'value' | 'key';
}

type List = 'endpoints' | 'prompts' | 'forms' | 'routes' | 'screens' | 'i18nKeys';

// Where a file names something of the bundle by a plain string ('*' = any member or item). The
// i18n places are the fields the DSL declares to be keys, as `npm run validate` reads them.
const PLACES: Record<Exclude<EditorKind, 'locale'>, [string[], List][]> = {
  screen: [
    [['title'], 'i18nKeys'],
    [['guards', '*'], 'prompts'],
    [['data', '*', 'endpoint'], 'endpoints'],
  ],
  prompt: [
    [['title'], 'i18nKeys'],
    [['message'], 'i18nKeys'],
    [['confirmText'], 'i18nKeys'],
    [['cancelText'], 'i18nKeys'],
  ],
  app: [
    [['routes', '*', 'title'], 'i18nKeys'],
    [['routes', '*', 'plannedIn'], 'i18nKeys'],
    [['routes', '*', 'screen'], 'screens'],
    [['notFound', 'screen'], 'screens'],
    [['tabBar', 'items', '*', 'label'], 'i18nKeys'],
    [['tabBar', 'items', '*', 'route'], 'routes'],
    [['tabBar', 'alternative', '*'], 'routes'],
    [['staff', 'loginRoute'], 'routes'],
    [['api', 'codePrompts', '*'], 'prompts'],
  ],
  fragment: [],
  // A fixture test names its screen, the endpoints it answers for and the keys it expects.
  test: [
    [['screen'], 'screens'],
    [['expect', 'texts', '*', 'key'], 'i18nKeys'],
    [['expect', 'actions', '*', 'control', 'key'], 'i18nKeys'],
  ],
  form: [
    [['uiSchema', '*', 'ui:title'], 'i18nKeys'],
    [['uiSchema', '*', 'ui:placeholder'], 'i18nKeys'],
    [['uiSchema', '*', 'ui:description'], 'i18nKeys'],
    [['uiSchema', '*', 'ui:help'], 'i18nKeys'],
    [['rules', '*', 'message'], 'i18nKeys'],
    [['messages', '*', '*'], 'i18nKeys'],
    [['submitText'], 'i18nKeys'],
  ],
};

const WHAT: Record<List, string> = {
  endpoints: 'endpoint',
  prompts: 'prompt',
  forms: 'form',
  routes: 'route',
  screens: 'screen',
  i18nKeys: 'translation key',
};

const ACTION_LISTS = new Set(['onSuccess', 'onError', 'then']);
const INDEX = /^(?:0|[1-9]\d*)$/;

function matches(segments: readonly string[], pattern: readonly string[]): boolean {
  return segments.length === pattern.length && pattern.every((p, i) => p === '*' || p === segments[i]);
}

function isNodePlace(segments: readonly string[], kind: EditorKind): boolean {
  const n = segments.length;
  if (kind === 'fragment' && n === 1 && segments[0] === 'node') return true;
  if (n < 2 || !INDEX.test(segments[n - 1]!)) return false;
  const list = segments[n - 2];
  return (list === 'body' && n === 2) || list === 'children' || (list === 'right' && segments[n - 3] === 'navbar' && n === 3);
}

// Where a condition stands: a node's visibleWhen, an action's or a prompt's when, a value's $if,
// and inside and / or / not.
function isConditionPlace(segments: readonly string[]): boolean {
  const n = segments.length;
  const last = segments[n - 1];
  if (last === 'visibleWhen' || last === 'when' || last === '$if' || last === 'not') return true;
  return n >= 2 && INDEX.test(last ?? '') && (segments[n - 2] === 'and' || segments[n - 2] === 'or');
}

function isActionPlace(segments: readonly string[], kind: EditorKind): boolean {
  const n = segments.length;
  if (n < 2 || !INDEX.test(segments[n - 1]!)) return false;
  if (ACTION_LISTS.has(segments[n - 2]!)) return true;
  if ((kind === 'screen' || kind === 'fragment') && segments[n - 3] === 'on') return true;
  return kind === 'prompt' && n === 2 && segments[0] === 'confirm';
}

/**
 * Warnings a schema cannot give, from the names the bundle knows: unknown widgets, props and
 * events, action names the action schema does not define, endpoints, translation keys, forms,
 * prompts, routes, screens and fragments that do not exist (and args a fragment does not take), staff roles
 * a role condition names that the catalogue does not. Runs on the parsed document; a list that is empty
 * (not loaded) checks nothing.
 */
export function lintVocabulary(doc: unknown, kind: EditorKind, vocabulary: EditorVocabulary): VocabularyFinding[] {
  if (kind === 'locale') return [];
  const findings: VocabularyFinding[] = [];
  const actions = actionNames(vocabulary.schemas);
  const isI18nKey = knownI18nKey(vocabulary.i18nKeys);
  const sets = new Map<List, Set<string>>();
  const known = (list: List, name: string): boolean => {
    if (list === 'i18nKeys') return isI18nKey(name);
    let set = sets.get(list);
    if (!set) sets.set(list, (set = new Set(vocabulary[list])));
    return set.has(name);
  };

  const at = (segments: readonly string[]): string => segments.map((s) => `/${escapePointerSegment(s)}`).join('');
  const report = (segments: readonly string[], message: string, part: 'value' | 'key' = 'value'): void => {
    findings.push({ pointer: at(segments), message, part });
  };
  const check = (list: List, value: unknown, segments: readonly string[]): void => {
    if (typeof value !== 'string' || vocabulary[list].length === 0 || known(list, value)) return;
    // Navigation also takes a path or an alias of app.json.
    if (list === 'routes' && value.startsWith('/')) return;
    const guess = closestName(value, vocabulary[list]);
    report(segments, `unknown ${WHAT[list]} "${value}"${guess ? ` (did you mean "${guess}"?)` : ''}`);
  };

  const node = (n: JsonObject, segments: readonly string[]): void => {
    if (typeof n.widget !== 'string') return;
    const names = Object.keys(vocabulary.widgets.widgets);
    const spec = hasOwn(vocabulary.widgets.widgets, n.widget) ? vocabulary.widgets.widgets[n.widget] : undefined;
    if (!spec) {
      const guess = closestName(n.widget, names);
      report([...segments, 'widget'], `unknown widget "${n.widget}"${guess ? ` (did you mean "${guess}"?)` : ''}`);
      return;
    }
    const props = isJsonObject(n.props) ? n.props : {};
    const propNames = Object.keys(spec.props);
    for (const [name, value] of Object.entries(props)) {
      if (hasOwn(spec.props, name)) {
        const allowed = (spec.props[name] as { enum?: unknown }).enum;
        // Only literals: a binding's value is known at render time.
        if (Array.isArray(allowed) && (typeof value !== 'object' || value === null) && !allowed.includes(value)) {
          report([...segments, 'props', name], `${n.widget}.${name} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`);
        }
        continue;
      }
      const list = propNames.length > 0 ? ` (props: ${propNames.join(', ')})` : ' (it takes none)';
      report([...segments, 'props', name], `${n.widget} has no prop "${name}"${list}`, 'key');
    }
    for (const name of spec.required ?? []) {
      if (!hasOwn(props, name)) report([...segments, 'widget'], `${n.widget} needs prop "${name}"`);
    }
    for (const event of Object.keys(isJsonObject(n.on) ? n.on : {})) {
      if (spec.events.includes(event)) continue;
      const list = spec.events.length > 0 ? ` (events: ${spec.events.join(', ')})` : ' (it raises none)';
      report([...segments, 'on', event], `${n.widget} raises no event "${event}"${list}`, 'key');
    }
    if (n.widget === 'Form') check('forms', props.form, [...segments, 'props', 'form']);
  };

  // A fragment use: the fragment exists, its required args are passed, no arg it does not take.
  const fragmentUse = (u: JsonObject, segments: readonly string[]): void => {
    const ids = vocabulary.fragments.map((f) => f.id);
    const fragment = vocabulary.fragments.find((f) => f.id === u.$use);
    if (!fragment) {
      if (ids.length === 0) return;
      const guess = closestName(String(u.$use), ids);
      report([...segments, '$use'], `unknown fragment "${String(u.$use)}"${guess ? ` (did you mean "${guess}"?)` : ''}`);
      return;
    }
    const args = isJsonObject(u.args) ? u.args : {};
    for (const [name, required] of Object.entries(fragment.params)) {
      if (required && !hasOwn(args, name)) report([...segments, '$use'], `fragment ${fragment.id} needs the arg "${name}"`);
    }
    const names = Object.keys(fragment.params);
    for (const name of Object.keys(args)) {
      if (!hasOwn(fragment.params, name))
        report(
          [...segments, 'args', name],
          `fragment ${fragment.id} takes no arg "${name}" (params: ${names.join(', ') || 'none'})`,
          'key',
        );
    }
  };

  const action = (a: JsonObject, segments: readonly string[]): void => {
    if (!actions || !hasOwn(a, actions.key)) return;
    const name = a[actions.key];
    if (typeof name !== 'string' || !actions.names.includes(name)) {
      const guess = typeof name === 'string' ? closestName(name, actions.names) : null;
      report(
        [...segments, actions.key],
        `unknown action ${JSON.stringify(name)}${guess ? ` (did you mean "${guess}"?)` : ''} (actions: ${actions.names.join(', ')})`,
      );
      return;
    }
    if (name === 'api') {
      // An endpoint chosen by a binding: each case names one.
      const cases = isJsonObject(a.endpoint) && isJsonObject(a.endpoint.cases) ? a.endpoint.cases : undefined;
      if (cases) for (const [key, id] of Object.entries(cases)) check('endpoints', id, [...segments, 'endpoint', 'cases', key]);
      else check('endpoints', a.endpoint, [...segments, 'endpoint']);
    }
    if (name === 'guard') check('prompts', a.prompt, [...segments, 'prompt']);
    if (name === 'navigate') check('routes', a.to, [...segments, 'to']);
  };

  const places = PLACES[kind];
  walkJson(doc, (value, segments) => {
    for (const [pattern, list] of places) if (matches(segments, pattern)) check(list, value, segments);
    if (!isJsonObject(value)) return;
    if (typeof value.$t === 'string') check('i18nKeys', value.$t, [...segments, '$t']);
    if ((kind === 'screen' || kind === 'fragment') && isNodePlace(segments, kind)) node(value, segments);
    if (typeof value.$use === 'string') fragmentUse(value, segments);
    if (typeof value.role === 'string' && isConditionPlace(segments) && !STAFF_ROLES.includes(value.role)) {
      const guess = closestName(value.role, STAFF_ROLES);
      report([...segments, 'role'], `unknown staff role "${value.role}"${guess ? ` (did you mean "${guess}"?)` : ''}`);
    }
    if (isActionPlace(segments, kind)) action(value, segments);
  });
  return findings;
}
