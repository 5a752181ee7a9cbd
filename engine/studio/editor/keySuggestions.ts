import { escapePointerSegment } from '@core/json/escapePointerSegment';
import type { CompletionPlace, KeySuggestion } from './completionTypes';
import { describeSchema } from './describeSchema';
import { isJsonObject } from '@core/json/isJsonObject';
import { placeholderFor } from './placeholderFor';
import { rootSchemaFile } from './rootSchemaFile';
import type { SchemaLocation } from './schemaLocation';
import { schemasAt } from './schemasAt';
import { valueAt } from './valueAt';
import { widgetAt } from './widgetAt';

const WIDGETS_FILE = 'widgets.json';

/** Locale files: the next segment of the translation keys under this object. */
function localeKeys(keys: readonly string[], segments: readonly string[]): KeySuggestion[] {
  const prefix = segments.length > 0 ? `${segments.join('.')}.` : '';
  const groups = new Map<string, boolean>();
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    const dot = rest.indexOf('.');
    const name = dot < 0 ? rest : rest.slice(0, dot);
    groups.set(name, (groups.get(name) ?? false) || dot >= 0);
  }
  return [...groups].map(([name, isGroup]) => ({
    name,
    detail: isGroup ? 'group' : 'text',
    type: isGroup ? 'namespace' : 'text',
    placeholder: isGroup ? { text: '{}', cursor: 1 } : { text: '""', cursor: 1 },
  }));
}

/**
 * Member names that may be written in the object at `segments`: a node's props and events from
 * the widget catalog, a fragment use's args, a form's field names in uiSchema and messages, and whatever the kind's
 * schema declares there (unions give the union of their members). Names already present are the
 * caller's to drop.
 */
export function keySuggestions(place: CompletionPlace): KeySuggestion[] {
  const { kind, vocabulary, doc, segments } = place;
  if (!vocabulary) return [];
  if (kind === 'locale') return localeKeys(vocabulary.i18nKeys, segments);
  const out: KeySuggestion[] = [];
  const last = segments[segments.length - 1];
  const owner = kind === 'screen' || kind === 'fragment' ? widgetAt(vocabulary, doc, segments.slice(0, -1)) : null;

  if (owner && last === 'props') {
    for (const [name, schema] of Object.entries(owner.spec.props)) {
      const location = {
        file: WIDGETS_FILE,
        path: `/widgets/${owner.name}/props/${escapePointerSegment(name)}`,
        schema: schema as Record<string, unknown>,
      };
      const summary = describeSchema(vocabulary.schemas, location);
      out.push({
        name,
        detail: summary.kind,
        info: summary.description,
        required: owner.spec.required?.includes(name) ?? false,
        placeholder: placeholderFor(vocabulary.schemas, [location]),
      });
    }
  }
  // A fragment use's args: the params the fragment declares.
  const useSite = last === 'args' ? valueAt(doc, segments.slice(0, -1)) : undefined;
  const fragment = isJsonObject(useSite) ? vocabulary.fragments.find((f) => f.id === useSite.$use) : undefined;
  for (const [name, required] of Object.entries(fragment?.params ?? {}))
    out.push({ name, detail: 'arg', required, placeholder: { text: '""', cursor: 1 } });
  if (owner && last === 'on') {
    for (const event of owner.spec.events)
      out.push({ name: event, detail: 'event', type: 'method', placeholder: { text: '[]', cursor: 1 } });
  }
  if (kind === 'form' && segments.length === 1 && (last === 'uiSchema' || last === 'messages')) {
    const fields = valueAt(doc, ['schema', 'properties']);
    for (const name of Object.keys(isJsonObject(fields) ? fields : {}))
      out.push({ name, detail: 'field', placeholder: { text: '{}', cursor: 1 } });
  }

  const root = rootSchemaFile(vocabulary, kind);
  // One suggestion per name, however many branches of a union declare it.
  const members = new Map<string, { locations: SchemaLocation[]; required: boolean }>();
  for (const location of root ? schemasAt(vocabulary.schemas, root, segments, doc) : []) {
    const properties = isJsonObject(location.schema.properties) ? location.schema.properties : {};
    const required = Array.isArray(location.schema.required) ? location.schema.required : [];
    for (const [name, schema] of Object.entries(properties)) {
      if (!isJsonObject(schema) || out.some((s) => s.name === name)) continue;
      const member = { file: location.file, path: `${location.path}/properties/${escapePointerSegment(name)}`, schema };
      const entry = members.get(name) ?? { locations: [], required: false };
      entry.locations.push(member);
      entry.required ||= required.includes(name);
      members.set(name, entry);
    }
  }
  for (const [name, { locations, required }] of members) {
    const summaries = locations.map((l) => describeSchema(vocabulary.schemas, l));
    const kinds = [...new Set(summaries.map((s) => s.kind).filter((k) => k !== undefined))].join(' | ');
    const detail = kinds.length > 40 ? `${kinds.slice(0, 39)}…` : kinds || undefined;
    const info = summaries.find((s) => s.description !== undefined)?.description;
    out.push({ name, detail, info, required, placeholder: placeholderFor(vocabulary.schemas, locations) });
  }
  return out;
}
