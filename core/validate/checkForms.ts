// Forms: ui:widget names a registered form widget, and uiSchema, required, rules and messages
// only name fields the form's schema has (a misspelt field would silently lose its label, its
// requiredness or its message).

import { asArray, asObject, pointer } from './json';
import { formFile, type Bundle, type ValidationError, type WidgetCatalog } from './types';

export function checkForms(bundle: Bundle, widgets: WidgetCatalog): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const [id, json] of Object.entries(bundle.forms)) {
    const file = formFile(id);
    const form = asObject(json);
    const fields = Object.keys(asObject(asObject(form.schema).properties));
    const isField = (name: unknown): boolean => typeof name === 'string' && fields.includes(name);
    const notField = (at: string, name: string): void => {
      errors.push({ file, pointer: at, message: `"${name}" is not a field of this form (fields: ${fields.join(', ')})` });
    };

    for (const [field, ui] of Object.entries(asObject(form.uiSchema))) {
      if (!isField(field)) notField(pointer('/uiSchema', field), field);
      const widget = asObject(ui)['ui:widget'];
      if (typeof widget === 'string' && !widgets.formWidgets.includes(widget)) {
        errors.push({
          file,
          pointer: pointer('/uiSchema', field, 'ui:widget'),
          message: `unknown form widget ${widget} (form widgets: ${widgets.formWidgets.join(', ')})`,
        });
      }
    }
    asArray(asObject(form.schema).required).forEach((name, i) => {
      if (typeof name === 'string' && !isField(name)) notField(pointer('/schema/required', i), name);
    });
    asArray(form.rules).forEach((r, i) => {
      const rule = asObject(r);
      for (const key of ['field', 'other']) {
        if (typeof rule[key] === 'string' && !isField(rule[key])) notField(pointer('/rules', i, key), rule[key]);
      }
    });
    for (const field of Object.keys(asObject(form.messages))) {
      if (!isField(field)) notField(pointer('/messages', field), field);
    }
  }
  return errors;
}
