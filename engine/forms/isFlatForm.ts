import type { FormSpec } from '../runtime/dsl';

// The form widgets FlatForm draws (those of the sign-in, sign-up and password forms); select,
// textarea, photo and dateTime forms stay with rjsf.
const FLAT_WIDGETS = new Set(['text', 'password', 'email', 'code', 'areaCode', 'agree', 'checkbox']);
const FLAT_UI_KEYS = new Set(['ui:title', 'ui:placeholder', 'ui:widget', 'ui:options', 'ui:help', 'ui:description']);
// Schema keywords that make rjsf do more than one control per property (or pick another widget).
const STRUCTURE = [
  'enum',
  'oneOf',
  'anyOf',
  'allOf',
  '$ref',
  '$defs',
  'definitions',
  'items',
  'properties',
  'if',
  'then',
  'else',
  'not',
  'dependencies',
  'dependentSchemas',
  'dependentRequired',
  'additionalProperties',
  'patternProperties',
  'format',
  'readOnly',
];

/**
 * Whether a form is flat: one object of string and boolean properties drawn by the widgets above,
 * no rjsf layout options. Such a form is drawn by FlatForm (no @rjsf/core download); any other
 * form by SchemaForm. `schema` is the precompiled (expanded) schema both renderers validate with.
 */
export function isFlatForm(spec: FormSpec, schema: object): boolean {
  const root = schema as Record<string, unknown>;
  if (root.type !== 'object' || !isObject(root.properties)) return false;
  if (STRUCTURE.some((k) => k !== 'properties' && k in root)) return false;
  for (const [name, field] of Object.entries(root.properties)) {
    if (!isObject(field) || (field.type !== 'string' && field.type !== 'boolean')) return false;
    if (STRUCTURE.some((k) => k in field)) return false;
    const ui = spec.uiSchema?.[name] ?? {};
    if (Object.keys(ui).some((k) => !FLAT_UI_KEYS.has(k))) return false;
    const widget = ui['ui:widget'];
    if (widget !== undefined && !(typeof widget === 'string' && FLAT_WIDGETS.has(widget))) return false;
  }
  // Root-level ui keys (ui:order, ui:submitButtonOptions, ...) and fields the schema lacks are rjsf's business.
  return Object.keys(spec.uiSchema ?? {}).every((k) => Object.prototype.hasOwnProperty.call(root.properties, k));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
