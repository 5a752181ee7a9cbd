// engine/generated/widgetProps.ts: each widget's props as schemas/dsl/widgets.json declares them,
// and the allowed values of every enum prop as runtime lists. Widgets read their enum props through
// these lists, so a value added to or dropped from the catalogue reaches the widget without anyone
// restating it (and `npm run gen:check` fails until the file is regenerated).
//
// Props arrive resolved from run-time bindings, so widgets still read them defensively
// (propReaders.ts); the interfaces give the names and the shapes as written in a screen.

import fs from 'node:fs';
import path from 'node:path';
import { codeHeader, type GeneratedFile } from '@core/codegen/generatedFile';
import { byCodeUnit } from './sort';

export const WIDGET_PROPS_OUT_FILE = 'engine/generated/widgetProps.ts';

interface PropSchema {
  type?: string | string[];
  enum?: unknown[];
  items?: PropSchema;
  description?: string;
}

interface WidgetEntry {
  description?: string;
  required?: string[];
  props?: Record<string, PropSchema>;
}

function typeOf(schema: PropSchema): string {
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return 'unknown';
  return types
    .map((t) => {
      switch (t) {
        case 'string':
          return 'string';
        case 'number':
        case 'integer':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return schema.items ? `(${typeOf(schema.items)})[]` : 'unknown[]';
        case 'object':
          return 'Record<string, unknown>';
        default:
          throw new Error(`widgets.json: unsupported prop type ${t}`);
      }
    })
    .join(' | ');
}

function comment(text: string | undefined, indent: string): string {
  return text ? `${indent}/** ${text.replace(/\*\//g, '* /')} */\n` : '';
}

export function generateWidgetProps(widgetsFile: string, source = 'schemas/dsl/widgets.json'): GeneratedFile {
  const catalog = JSON.parse(fs.readFileSync(widgetsFile, 'utf8')) as { widgets: Record<string, WidgetEntry> };
  const names = Object.keys(catalog.widgets).sort(byCodeUnit);
  const interfaces: string[] = [];
  const enumLines: string[] = [];
  for (const name of names) {
    const entry = catalog.widgets[name]!;
    const required = new Set(entry.required ?? []);
    const props = Object.entries(entry.props ?? {});
    const fields = props
      .map(([prop, schema]) => `${comment(schema.description, '  ')}  ${prop}${required.has(prop) ? '' : '?'}: ${typeOf(schema)};\n`)
      .join('');
    interfaces.push(`${comment(entry.description, '')}export interface ${name}Props {${fields ? `\n${fields}` : ''}}\n`);
    const enums = props.filter(([, schema]) => schema.enum);
    if (enums.length > 0) {
      enumLines.push(`  ${name}: {\n${enums.map(([prop, schema]) => `    ${prop}: ${JSON.stringify(schema.enum)},\n`).join('')}  },\n`);
    }
  }
  const map = names.map((name) => `  ${name}: ${name}Props;\n`).join('');
  const content = `${codeHeader(`${source} via tools/gen/widgetProps.ts`)}/* eslint-disable */

${interfaces.join('\n')}
/** Widget name -> its props. */
export interface WidgetPropsMap {
${map}}

/** The allowed values of each enum prop, for reading a resolved prop defensively. */
export const widgetEnums = {
${enumLines.join('')}} as const;
`;
  return { path: WIDGET_PROPS_OUT_FILE, content };
}

export function widgetsFileOf(root: string): string {
  return path.join(root, 'schemas/dsl/widgets.json');
}
