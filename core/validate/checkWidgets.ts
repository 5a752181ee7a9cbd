// Nodes against the widget catalog (schemas/dsl/widgets.json): the widget exists, its literal props
// fit their schemas, required props are there, no unknown props, events it raises, children only
// where it takes them. A prop holding a binding is checked by the binding checks instead: its value
// is only known at render time.

import Ajv, { type ValidateFunction } from 'ajv';
import { asObject, pointer, type JsonObject } from './json';
import { formatError } from './schemaErrors';
import { screenFile, type Bundle, type CatalogueIndex, type ValidationError, type WidgetCatalog } from './types';
import { isBinding, Walker } from './walk';

export function checkWidgets(bundle: Bundle, catalogue: CatalogueIndex, widgets: WidgetCatalog): ValidationError[] {
  const errors: ValidationError[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false });
  const propValidators = new Map<string, ValidateFunction>();
  const propValidator = (widget: string, prop: string, schema: object): ValidateFunction => {
    const key = `${widget}.${prop}`;
    let fn = propValidators.get(key);
    if (!fn) {
      fn = ajv.compile(schema);
      propValidators.set(key, fn);
    }
    return fn;
  };

  const node = (n: JsonObject, at: string, file: string): void => {
    if (typeof n.widget !== 'string') return;
    const spec = widgets.widgets[n.widget];
    if (!spec) {
      errors.push({ file, pointer: pointer(at, 'widget'), message: `unknown widget ${n.widget}` });
      return;
    }
    const props = asObject(n.props);
    for (const [name, value] of Object.entries(props)) {
      const at2 = pointer(at, 'props', name);
      const schema = spec.props[name];
      if (!schema) {
        const known = Object.keys(spec.props);
        errors.push({
          file,
          pointer: at2,
          message: `${n.widget} has no prop "${name}"${known.length ? ` (props: ${known.join(', ')})` : ''}`,
        });
        continue;
      }
      if (isBinding(value)) continue;
      const validate = propValidator(n.widget, name, schema);
      if (!validate(value)) {
        for (const e of validate.errors ?? []) {
          errors.push({ file, pointer: at2 + e.instancePath, message: `${n.widget}.${name} ${formatError(e)}` });
        }
      }
    }
    for (const name of spec.required ?? []) {
      if (!Object.prototype.hasOwnProperty.call(props, name)) {
        errors.push({ file, pointer: at, message: `${n.widget} needs prop "${name}"` });
      }
    }
    for (const event of Object.keys(asObject(n.on))) {
      if (!spec.events.includes(event)) {
        errors.push({
          file,
          pointer: pointer(at, 'on', event),
          message: `${n.widget} raises no event "${event}"${spec.events.length ? ` (events: ${spec.events.join(', ')})` : ' (it raises none)'}`,
        });
      }
    }
    if (!spec.children && Array.isArray(n.children) && n.children.length > 0) {
      errors.push({ file, pointer: pointer(at, 'children'), message: `${n.widget} takes no children` });
    }
    if (!spec.children && n.repeat !== undefined) {
      errors.push({ file, pointer: pointer(at, 'repeat'), message: `${n.widget} takes no children, so it has nothing to repeat` });
    }
  };

  for (const [id, screen] of Object.entries(bundle.screens)) {
    const file = screenFile(id);
    new Walker({ node: (n, at) => node(n, at, file) }, catalogue).screen(screen, file);
  }
  return errors;
}
