import RjsfForm from '@rjsf/core';
import type { ErrorTransformer, CustomValidator, FormValidation } from '@rjsf/utils';
import { use, useCallback } from 'react';
import { useEngine } from '../context/EngineContext';
import { StatusBlock } from '../kit/StatusBlock';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';
import { boundErrors } from './boundErrors';
import { equalRuleErrors } from './equalRuleErrors';
import { errorField } from './errorField';
import { rjsfWidgets } from './formWidgets';
import { loadFormResources, type FormResources } from './loadFormResources';
import { templates } from './templates';
import { FormFooter, useFormModel, type Values } from './useFormModel';
import { validationMessage } from './validationMessage';
import './forms.css';

const DEFAULTS_BEHAVIOR = { constAsDefaults: 'never' } as const;

/**
 * The Form widget: screens/forms/<form>.json rendered by @rjsf/core with the mobile theme and
 * validated by precompiled validators. Errors show after the first submit, then live. Flat forms
 * (the sign-in forms among them) are drawn by FlatForm instead, without rjsf (FormWidget decides).
 */
export default function SchemaForm(widget: WidgetProps<'Form'>) {
  const engine = useEngine();
  const resources = use(loadFormResources(engine.bundle, text(widget.props.form)));
  if (!resources.ok) return <StatusBlock icon="error" title={engine.t('engine.formUnavailable')} />;
  return <LoadedForm widget={widget} resources={resources} />;
}

function LoadedForm({ widget, resources }: { widget: WidgetProps<'Form'>; resources: Extract<FormResources, { ok: true }> }) {
  const { spec, schema, validator } = resources;
  const { t, values, setValues, submitted, setSubmitted, refusal, setRefusal, uiSchema, formContext, running, run, readBound } =
    useFormModel(widget, spec);
  const transformErrors = useCallback<ErrorTransformer>(
    (errors) => errors.map((error) => ({ ...error, message: validationMessage(error, spec, t) })),
    [spec, t],
  );
  const customValidate = useCallback<CustomValidator>(
    (formData, errors) => {
      // Bounds from data: the precompiled validator never sees them (boundErrors.ts says why).
      for (const error of boundErrors(spec, (formData ?? {}) as Values, readBound)) {
        (errors as FormValidation<Values>)[errorField(error)]?.addError(validationMessage(error, spec, t));
      }
      for (const { field, message } of equalRuleErrors(formData as Values, spec.rules)) {
        (errors as FormValidation<Values>)[field]?.addError(t(message));
      }
      return errors;
    },
    [spec, t, readBound],
  );

  return (
    <RjsfForm
      className="mer-form"
      idPrefix={widget.node.id ?? spec.id}
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={values}
      formContext={formContext}
      templates={templates}
      widgets={rjsfWidgets}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      liveValidate={submitted ? 'onChange' : false}
      // rjsf would otherwise pre-fill `const` values: a consent box (const true) would start ticked.
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOR}
      transformErrors={transformErrors}
      customValidate={customValidate}
      onChange={(event) => {
        setRefusal(undefined);
        setValues((event.formData ?? {}) as Values);
      }}
      onError={() => setSubmitted(true)}
      onSubmit={(event) => {
        setSubmitted(true);
        setRefusal(undefined);
        void run((event.formData ?? {}) as Values);
      }}
    >
      <FormFooter widget={widget} spec={spec} refusal={refusal} running={running} t={t} />
    </RjsfForm>
  );
}
