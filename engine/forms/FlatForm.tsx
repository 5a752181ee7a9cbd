import type { RegistryWidgetsType, WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
// The deep path: one small module (the key rjsf files a schema's validator under), not the package.
import hashForSchema from '@rjsf/utils/lib/hashForSchema.js';
import { useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import type { PrecompiledForm } from '../generated/forms/index';
import type { FormSpec } from '../runtime/dsl';
import type { Translate } from '../runtime/scope';
import type { WidgetProps } from '../kit/WidgetProps';
import { boundErrors, type ReadBound } from './boundErrors';
import { equalRuleErrors } from './equalRuleErrors';
import { errorField, type FieldError } from './errorField';
import { FormFooter, useFormModel, type Values } from './useFormModel';
import { validationMessage } from './validationMessage';
import { AgreeWidget } from './widgets/AgreeWidget';
import { AreaCodeWidget } from './widgets/AreaCodeWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { CodeWidget, EmailWidget, InputWidget } from './widgets/InputWidget';
import { PasswordWidget } from './widgets/PasswordWidget';
import './forms.css';

// The widgets a flat form may name (isFlatForm), the same components rjsf gets from formWidgets.ts.
const WIDGETS: RegistryWidgetsType = {
  text: InputWidget,
  password: PasswordWidget,
  email: EmailWidget,
  code: CodeWidget,
  areaCode: AreaCodeWidget,
  agree: AgreeWidget,
  checkbox: CheckboxWidget,
};
const INLINE_LABEL_WIDGETS = new Set(['checkbox', 'agree']);

interface Field {
  name: string;
  schema: { type?: unknown; title?: unknown; default?: unknown };
  ui: Record<string, unknown>;
}
interface ValidateFunction {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string; params: Record<string, unknown> }[] | null;
}

/**
 * A flat form (isFlatForm: string and boolean fields, the input widgets) drawn without @rjsf/core,
 * which is about 60 kB gzip: the sign-in forms are on the first screen, and a first visit should not
 * download a form engine for two fields. It reproduces what SchemaForm shows for such a form: the
 * same markup as its templates (templates.tsx), the same widgets and ids (<idPrefix>_<field>), the
 * same precompiled validator, messages, rules and first-error focus, errors after the first submit
 * and then live. Any other form is SchemaForm's.
 */
export default function FlatForm({ widget, spec, compiled }: { widget: WidgetProps<'Form'>; spec: FormSpec; compiled: PrecompiledForm }) {
  const { t, values, setValues, submitted, setSubmitted, refusal, setRefusal, uiSchema, formContext, running, run, readBound } =
    useFormModel(widget, spec);
  const idPrefix = widget.node.id ?? spec.id;
  const schema = compiled.schema as { $id?: string; properties: Record<string, Field['schema']> };
  // The root schema's validator, found as createPrecompiledValidator finds it.
  const validate = compiled.validators[schema.$id || hashForSchema(compiled.schema)] as unknown as ValidateFunction;
  const fields = useMemo<Field[]>(
    () => Object.entries(schema.properties).map(([name, s]) => ({ name, schema: s, ui: uiSchema[name] ?? {} })),
    [schema, uiSchema],
  );
  // As rjsf hands them on: every field in schema order, its default (remember: false) under an
  // empty value, then any other value it was given.
  const data = useMemo(() => {
    const out: Values = {};
    for (const { name, schema: s } of fields) out[name] = values[name] === undefined ? s.default : values[name];
    return { ...out, ...values, ...out };
  }, [values, fields]);
  // Changes made in one event (a widget's effect and a keystroke) build on each other, not on the last render.
  const latest = useRef(data);
  useLayoutEffect(() => {
    latest.current = data;
  }, [data]);
  const errors = useMemo(
    () => (submitted ? fieldErrors(validate, data, spec, t, readBound) : []),
    [submitted, validate, data, spec, t, readBound],
  );
  const registry = useMemo(() => ({ formContext }), [formContext]);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.target !== event.currentTarget) return;
    const formData = latest.current;
    const found = fieldErrors(validate, formData, spec, t, readBound);
    if (found.length) {
      setSubmitted(true);
      focusField(formRef.current, `${idPrefix}_${found[0]!.field}`);
      return;
    }
    setSubmitted(true);
    setRefusal(undefined);
    void run(formData);
  };

  return (
    <form className="mer-form" noValidate onSubmit={onSubmit} ref={formRef}>
      <div className="mer-form-fields">
        {fields.map(({ name, schema: s, ui }) => {
          const id = `${idPrefix}_${name}`;
          const widgetName = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : s.type === 'boolean' ? 'checkbox' : 'text';
          const Widget = WIDGETS[widgetName] ?? InputWidget;
          const label = String(ui['ui:title'] || s.title || name);
          const rawErrors = errors.filter((e) => e.field === name).map((e) => e.message);
          const error = rawErrors[0];
          const inline = s.type === 'boolean' || INLINE_LABEL_WIDGETS.has(widgetName);
          const help = ui['ui:help'];
          const props = {
            id,
            name,
            value: data[name],
            label,
            placeholder: typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : '',
            disabled: false,
            readonly: false,
            required: false,
            autofocus: false,
            schema: s,
            uiSchema: ui,
            options: uiOptions(ui),
            rawErrors: rawErrors.length ? rawErrors : undefined,
            registry,
            onChange: (next: unknown) => {
              setRefusal(undefined);
              latest.current = { ...latest.current, [name]: next };
              setValues(latest.current);
            },
            onBlur: () => {},
            onFocus: () => {},
          } as unknown as RjsfWidgetProps;
          return (
            <div key={name} className={error ? 'mer-field mer-field-invalid' : 'mer-field'}>
              {!inline && label && (
                <label className="mer-field-label" htmlFor={id}>
                  {label}
                </label>
              )}
              <div className="mer-field-control">
                <Widget {...props} />
              </div>
              {typeof help === 'string' && help && <div className="mer-field-help">{help}</div>}
              {error && (
                <div className="mer-field-error" id={`${id}__error`} role="alert">
                  {error}
                </div>
              )}
            </div>
          );
        })}
      </div>
      <FormFooter widget={widget} spec={spec} refusal={refusal} running={running} t={t} />
    </form>
  );
}

/** rjsf's getUiOptions: ui:options merged with the other ui: keys, without their prefix. */
function uiOptions(ui: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:options' && value !== null && typeof value === 'object') Object.assign(out, value);
    else if (key.startsWith('ui:')) out[key.slice(3)] = value;
  }
  return out;
}

/**
 * The errors rjsf would show, in its order: the precompiled validator's (ajv's order, messages by
 * validationMessage), then the bounds from data (boundErrors), then the form's equal rules.
 */
function fieldErrors(
  validate: ValidateFunction,
  data: Values,
  spec: FormSpec,
  t: Translate,
  readBound: ReadBound,
): { field: string; message: string }[] {
  validate(data);
  const raw = validate.errors ?? [];
  validate.errors = null;
  const out: { field: string; message: string }[] = [];
  for (const e of raw) {
    // As @rjsf/validator-ajv8 names them: ".email" for a value, "email" for a missing one.
    let property = e.instancePath.replace(/\//g, '.');
    if ('missingProperty' in e.params)
      property = property ? `${property}.${String(e.params.missingProperty)}` : String(e.params.missingProperty);
    const error: FieldError = { name: e.keyword, property, params: e.params };
    const field = property.replace(/^\./, '').split('.')[0] ?? '';
    if (field) out.push({ field, message: validationMessage(error, spec, t) });
  }
  for (const error of boundErrors(spec, data, readBound))
    out.push({ field: errorField(error), message: validationMessage(error, spec, t) });
  for (const { field, message } of equalRuleErrors(data, spec.rules)) out.push({ field, message: t(message) });
  return out;
}

/** rjsf's focusOnError: the element with the field's id, else the first input whose id starts with it. */
function focusField(form: HTMLFormElement | null, id: string) {
  if (!form) return;
  let field: unknown = form.elements.namedItem(id);
  if (!field) field = form.querySelector(`input[id^="${id}"], button[id^="${id}"]`);
  if (field && typeof (field as RadioNodeList).length === 'number' && !(field instanceof HTMLElement)) field = (field as RadioNodeList)[0];
  if (field instanceof HTMLElement) field.focus();
}
