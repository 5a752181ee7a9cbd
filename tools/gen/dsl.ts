// core/generated/dsl.ts: TypeScript types of the screen DSL (schemas/dsl/*.schema.json) and the
// widget names of schemas/dsl/widgets.json.
//
// The DSL files refer to each other by relative URL ("value.schema.json") under an https $id, which
// json-schema-to-typescript's ref parser would try to fetch. So they are first flattened into one
// schema in memory: each file becomes a definition named for its type, each of its internal
// definitions becomes <Type><Name> (ActionNavigate, ValueBind, ...), and every ref is rewritten to
// point inside that one document. The schema files themselves are never edited.

import fs from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { codeHeader, type GeneratedFile } from '@core/codegen/generatedFile';
import { isSchemaObject, mapSchema, type Schema } from '@core/schema/walk';
import { byCodeUnit } from './sort';

export const DSL_OUT_FILE = 'core/generated/dsl.ts';

/** Schema file -> exported type name. */
export const DSL_TYPES: Record<string, string> = {
  'app.schema.json': 'AppManifest',
  'screen.schema.json': 'Screen',
  'node.schema.json': 'Node',
  'value.schema.json': 'Value',
  'condition.schema.json': 'Condition',
  'action.schema.json': 'Action',
  'form.schema.json': 'FormConfig',
  'prompt.schema.json': 'Prompt',
  'fragment.schema.json': 'Fragment',
};

function pascal(name: string): string {
  return name.replace(/(^|[^A-Za-z0-9])([A-Za-z0-9])/g, (_m, _sep: string, c: string) => c.toUpperCase());
}

function target(file: string, fragment: string, from: string): string {
  const type = DSL_TYPES[file];
  if (type === undefined) throw new Error(`${from}: $ref to ${file}, which is not one of the DSL files`);
  if (fragment === '' || fragment === '#') return type;
  const match = /^#\/definitions\/([^/]+)$/.exec(fragment);
  if (!match?.[1]) throw new Error(`${from}: unsupported $ref fragment ${fragment}`);
  return `${type}${pascal(match[1])}`;
}

function rewriteRef(ref: string, file: string): string {
  const hash = ref.indexOf('#');
  const fileName = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash);
  return target(fileName === '' ? file : fileName, fragment, file);
}

/** All DSL schemas as one self-contained schema (definitions keyed by type name). */
export function flattenDsl(schemas: Record<string, Schema>): Record<string, Schema> {
  const defs: Record<string, Schema> = {};
  for (const [file, schema] of Object.entries(schemas)) {
    const type = DSL_TYPES[file];
    if (type === undefined) continue;
    const rewrite = (s: Schema): Schema => {
      const { title: _t, $id: _i, $schema: _s, ...rest } = s;
      // Annotations next to a $ref (draft-07 ignores them anyway) would make the generator mint a
      // copy of the target type (Value1, Condition1) instead of reusing it.
      if (typeof rest.$ref === 'string') return { $ref: rewriteRef(rest.$ref, file) };
      // Length bounds become tuple unions in TypeScript; only a fixed length (a condition's pair of
      // operands) is worth a tuple. The bounds are still enforced by the validator.
      if (rest.minItems !== rest.maxItems) {
        delete rest.minItems;
        delete rest.maxItems;
      }
      return rest;
    };
    const { definitions, ...root } = mapSchema(schema, rewrite) as Schema;
    defs[type] = root;
    if (isSchemaObject(definitions)) {
      for (const [name, def] of Object.entries(definitions)) defs[`${type}${pascal(name)}`] = def as Schema;
    }
  }

  // A definition that is only a ref ("when": {"$ref": "condition.schema.json"}) would become a
  // pointless alias type; point its users at the target instead.
  const aliasOf = (name: string): string => {
    const seen = new Set<string>();
    let current = name;
    for (;;) {
      const def = defs[current];
      if (!def || seen.has(current)) return current;
      const keys = Object.keys(def).filter((k) => k !== 'description');
      if (keys.length !== 1 || typeof def.$ref !== 'string') return current;
      seen.add(current);
      current = def.$ref;
    }
  };
  const aliases = Object.keys(defs).filter((name) => aliasOf(name) !== name);
  const out: Record<string, Schema> = {};
  for (const [name, def] of Object.entries(defs)) {
    if (aliases.includes(name)) continue;
    out[name] = mapSchema(def, (s) => (typeof s.$ref === 'string' ? { ...s, $ref: `#/definitions/${aliasOf(s.$ref)}` } : s)) as Schema;
    out[name].title = name;
  }
  return out;
}

export function readDslSchemas(dslDir: string): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const file of Object.keys(DSL_TYPES)) {
    out[file] = JSON.parse(fs.readFileSync(path.join(dslDir, file), 'utf8')) as Schema;
  }
  return out;
}

function unionOf(names: string[]): string {
  return names.length > 0 ? names.map((n) => `\n  | ${JSON.stringify(n)}`).join('') : ' never';
}

export async function generateDslTypes(dslDir: string, source = 'schemas/dsl'): Promise<GeneratedFile> {
  const definitions = flattenDsl(readDslSchemas(dslDir));
  const root = {
    title: 'DslDocuments',
    description: 'The five kinds of file a bundle holds (screens/app.json, pages, forms, prompts, fragments).',
    type: 'object',
    additionalProperties: false,
    required: ['app', 'screen', 'form', 'prompt', 'fragment'],
    properties: {
      app: { $ref: '#/definitions/AppManifest' },
      screen: { $ref: '#/definitions/Screen' },
      form: { $ref: '#/definitions/FormConfig' },
      prompt: { $ref: '#/definitions/Prompt' },
      fragment: { $ref: '#/definitions/Fragment' },
    },
    definitions,
  };
  const types = await compile(root as JSONSchema, 'DslDocuments', {
    bannerComment: '',
    additionalProperties: true,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    format: true,
    style: { printWidth: 120, singleQuote: true },
  });

  const tidy = types
    .replace(/\n \*\n \* This interface was referenced by `DslDocuments`'s JSON-Schema\n \* via the `definition` "[^"]+"\./g, '')
    .replace(/\/\*\*\n \* This interface was referenced by `DslDocuments`'s JSON-Schema\n \* via the `definition` "[^"]+"\.\n \*\/\n/g, '');

  const widgets = JSON.parse(fs.readFileSync(path.join(dslDir, 'widgets.json'), 'utf8')) as {
    widgets: Record<string, unknown>;
    formWidgets: string[];
  };
  const widgetNames = Object.keys(widgets.widgets).sort(byCodeUnit);
  const formWidgetNames = [...widgets.formWidgets].sort(byCodeUnit);

  const content = `${codeHeader(`${source}/*.schema.json and widgets.json via tools/gen/dsl.ts`)}/* eslint-disable */

${tidy.trim()}

/** A widget name of schemas/dsl/widgets.json. */
export type WidgetName =${unionOf(widgetNames)};

/** A ui:widget name forms may use (widgets.json formWidgets). */
export type FormWidgetName =${unionOf(formWidgetNames)};
`;
  return { path: DSL_OUT_FILE, content };
}
