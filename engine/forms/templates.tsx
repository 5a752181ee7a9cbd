import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';

// Widgets whose label sits beside the control (inside the checkbox) rather than above it.
const INLINE_LABEL_WIDGETS = new Set(['checkbox', 'agree']);

/** One field: label above, control, the first error below (mobile forms show one message at a time). */
function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, displayLabel, uiSchema, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  const widget = getUiOptions(uiSchema).widget;
  const inline = schema.type === 'boolean' || (typeof widget === 'string' && INLINE_LABEL_WIDGETS.has(widget));
  const error = rawErrors?.[0];
  return (
    <div className={error ? 'mer-field mer-field-invalid' : 'mer-field'}>
      {displayLabel && !inline && label && (
        <label className="mer-field-label" htmlFor={id}>
          {label}
        </label>
      )}
      <div className="mer-field-control">{children}</div>
      {rawHelp && <div className="mer-field-help">{rawHelp}</div>}
      {error && (
        <div className="mer-field-error" id={`${id}__error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="mer-form-fields">{properties.map((p) => p.content)}</div>;
}

function Nothing() {
  return null;
}

/** The rjsf templates of the mobile theme: no titles, no error list, one message under each field. */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
};
