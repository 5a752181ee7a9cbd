import { hasOwn } from './hasOwn';
import { isBindingValue } from './isBindingValue';
import { isJsonObject } from '@core/json/isJsonObject';
import { propControl, type PropControl } from './propControl';
import type { WidgetSpec } from './types';

/**
 * Why a field is shown read-only: its value is a binding ({"$bind": ..}), an array or object, a
 * literal of a type its control cannot hold, its schema has no form control, or the catalog does
 * not know the prop.
 */
export type ReadOnlyReason = 'binding' | 'structured' | 'mismatch' | 'unsupported' | 'unknown';

export interface PropField {
  name: string;
  /** The prop's description in the catalog. */
  description?: string;
  required: boolean;
  control: PropControl;
  /** Whether the node sets the prop. */
  present: boolean;
  /** The node's value for it (undefined when not present). */
  value: unknown;
  /** Set when the field cannot be edited here: the JSON editor is the place. */
  readOnly?: ReadOnlyReason;
}

function fits(control: PropControl, value: unknown): boolean {
  switch (control.kind) {
    case 'select':
      return value === null || ['string', 'number', 'boolean'].includes(typeof value);
    case 'checkbox':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'text':
      return typeof value === 'string' || (control.numeric && typeof value === 'number');
    case 'json':
      return false;
  }
}

function readOnlyReason(control: PropControl, present: boolean, value: unknown): ReadOnlyReason | undefined {
  if (!present) return control.kind === 'json' ? 'unsupported' : undefined;
  if (isBindingValue(value)) return 'binding';
  if (typeof value === 'object' && value !== null) return 'structured';
  if (control.kind === 'json') return 'unsupported';
  return fits(control, value) ? undefined : 'mismatch';
}

/**
 * The fields of a node's props form: one per prop of its widget's catalog entry, in catalog order,
 * then one per prop the node sets that the catalog does not know (read-only). props is the node's
 * "props" member as parsed (anything that is not an object counts as none).
 */
export function propFields(spec: WidgetSpec, props: unknown): PropField[] {
  const values = isJsonObject(props) ? props : {};
  const required = new Set(spec.required ?? []);
  const fields: PropField[] = Object.entries(spec.props).map(([name, schema]) => {
    const control = propControl(schema);
    const present = hasOwn(values, name);
    const value = present ? values[name] : undefined;
    const description = isJsonObject(schema) && typeof schema.description === 'string' ? schema.description : undefined;
    const field: PropField = { name, required: required.has(name), control, present, value };
    if (description) field.description = description;
    const reason = readOnlyReason(control, present, value);
    if (reason) field.readOnly = reason;
    return field;
  });
  for (const name of Object.keys(values)) {
    if (!hasOwn(spec.props, name))
      fields.push({ name, required: false, control: { kind: 'json' }, present: true, value: values[name], readOnly: 'unknown' });
  }
  return fields;
}
