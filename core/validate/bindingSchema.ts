// Where a binding's path starts: the schema its root names (data.<source> the source endpoint's
// response, item the enclosing List's or repeat's items, index its position, session.user
// member/info's response, conf common/conf's, result the enclosing api action's response, app the
// engine's own locale, theme and locales) and the segments below it. state, storage, route, form and
// error are free-form, so nothing is known of them.

import type { Schema } from '../schema/walk';
import { closestName } from './closestName';
import { has } from './json';
import { resolveSchemaPath } from './schemaPath';
import { sourceResponse, splitPath, type Scope } from './scope';
import { CONF_ENDPOINT, SESSION_USER_ENDPOINT, type ResponseIndex } from './types';

// What the engine puts in app (engine/context/buildGlobalScope.ts): locales is appLocales(manifest),
// languages the manifest's i18n.locales.
const APP_SCOPE: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    locale: { type: 'string' },
    theme: { type: 'string' },
    locales: { type: 'array', items: { type: 'string' } },
    // The manifest's i18n.locales as they are: code and native name.
    languages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'label'],
        properties: { code: { type: 'string' }, label: { type: 'string' } },
      },
    },
  },
};

export type BindingTarget = { schema: Schema | undefined; segments: string[]; label: string } | { problem: string } | undefined;

export function bindingTarget(path: string, scope: Scope, catalogue: ResponseIndex): BindingTarget {
  const [root, ...rest] = splitPath(path);
  switch (root) {
    case 'data': {
      const [source, ...inner] = rest;
      if (source === undefined || scope.sources === undefined) return undefined;
      if (!has(scope.sources, source)) {
        const names = Object.keys(scope.sources);
        const guess = closestName(source, names);
        const hint = `${names.length ? ` (sources: ${names.join(', ')})` : ''}${guess ? ` (did you mean "${guess}"?)` : ''}`;
        return { problem: `${path}: no data source "${source}" on this screen${hint}` };
      }
      const endpoint = String((scope.sources[source] as { endpoint?: unknown } | undefined)?.endpoint);
      return { schema: sourceResponse(scope, source, catalogue), segments: inner, label: `data.${source} (${endpoint})` };
    }
    case 'item':
      if (!scope.item) return { problem: `${path}: item is only in scope inside a List or a repeat` };
      return { schema: scope.item.schema, segments: rest, label: `item (${scope.item.label})` };
    case 'index':
      if (!scope.item) return { problem: `${path}: index is only in scope inside a List or a repeat` };
      return { schema: { type: 'integer', minimum: 0 }, segments: rest, label: 'index' };
    case 'app':
      return { schema: APP_SCOPE, segments: rest, label: 'app' };
    case 'session': {
      const [key, ...inner] = rest;
      if (key !== 'user') return undefined;
      return {
        schema: catalogue.byId.get(SESSION_USER_ENDPOINT)?.response,
        segments: inner,
        label: `session.user (${SESSION_USER_ENDPOINT})`,
      };
    }
    case 'conf':
      return { schema: catalogue.byId.get(CONF_ENDPOINT)?.response, segments: rest, label: `conf (${CONF_ENDPOINT})` };
    case 'result':
      if (!scope.result) return undefined;
      return { schema: scope.result.schema, segments: rest, label: `result (${scope.result.endpoint})` };
    default:
      return undefined;
  }
}

/** The schema of what `path` reads, when it can be known. */
export function bindingSchema(path: string, scope: Scope, catalogue: ResponseIndex): Schema | undefined {
  const target = bindingTarget(path, scope, catalogue);
  if (!target || 'problem' in target || target.schema === undefined) return undefined;
  const r = resolveSchemaPath(target.schema, target.segments, target.label);
  return r.ok ? r.schema : undefined;
}
