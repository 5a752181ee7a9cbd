import { escapePointerSegment } from '@core/json/escapePointerSegment';
import type { CompletionPlace, ValueSuggestion } from './completionTypes';
import { expandSchema } from './expandSchema';
import { hasOwn } from './hasOwn';
import { rootSchemaFile } from './rootSchemaFile';
import type { SchemaLocation } from './schemaLocation';
import { schemasAt } from './schemasAt';
import { vocabularyValues } from './vocabularyValues';
import { widgetAt } from './widgetAt';

function isScalar(value: unknown): value is string | number | boolean | null {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function fromSchemas(locations: readonly SchemaLocation[]): ValueSuggestion[] {
  const out: ValueSuggestion[] = [];
  for (const { schema } of locations) {
    const detail = typeof schema.description === 'string' ? schema.description : undefined;
    if (hasOwn(schema, 'const') && isScalar(schema.const)) out.push({ value: schema.const, type: 'constant', info: detail });
    if (Array.isArray(schema.enum)) for (const v of schema.enum) if (isScalar(v)) out.push({ value: v, type: 'enum', info: detail });
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('boolean')) out.push({ value: true, type: 'keyword' }, { value: false, type: 'keyword' });
  }
  return out;
}

/**
 * Values that may be written at `segments`: the consts, enums and booleans of every schema that
 * may apply there (a widget prop's from the catalog), and names of the bundle (see
 * vocabularyValues). Each value once.
 */
export function valueSuggestions(place: CompletionPlace): ValueSuggestion[] {
  const { kind, vocabulary, doc, segments } = place;
  if (!vocabulary || kind === 'locale') return [];
  const root = rootSchemaFile(vocabulary, kind);
  const locations = root ? schemasAt(vocabulary.schemas, root, segments, doc, false) : [];
  const key = segments[segments.length - 1] ?? '';
  if (kind === 'screen' && segments[segments.length - 2] === 'props') {
    const owner = widgetAt(vocabulary, doc, segments.slice(0, -2));
    const prop = owner && hasOwn(owner.spec.props, key) ? owner.spec.props[key] : undefined;
    if (owner && prop) {
      const location = {
        file: 'widgets.json',
        path: `/widgets/${owner.name}/props/${escapePointerSegment(key)}`,
        schema: prop as Record<string, unknown>,
      };
      locations.unshift(...expandSchema(vocabulary.schemas, location));
    }
  }
  const seen = new Set<string>();
  return [...fromSchemas(locations), ...vocabularyValues(place, locations)].filter((s) => {
    const id = JSON.stringify(s.value);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
