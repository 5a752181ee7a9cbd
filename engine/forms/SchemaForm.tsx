import RjsfForm from '@rjsf/core';
import type { ErrorTransformer, CustomValidator, FormValidation } from '@rjsf/utils';
import AdmButton from 'antd-mobile/es/components/button';
import { use, useCallback, useMemo, useState } from 'react';
import { useEngine } from '../app/EngineContext';
import type { FormSpec } from '../runtime/dsl';
import { useGlobalScope } from '../screen/GlobalScope';
import { StatusBlock } from '../widgets/StatusBlock';
import { widgetEnums } from '../generated/widgetProps';
import { oneOf, text } from '../widgets/propReaders';
import { useRunGuard } from '../widgets/useRunGuard';
import type { WidgetProps } from '../widgets/WidgetProps';
import { equalRuleErrors } from './equalRuleErrors';
import type { FormContext } from './FormContext';
import { rjsfWidgets } from './formWidgets';
import { loadFormResources, type FormResources } from './loadFormResources';
import { templates } from './templates';
import { translateUiSchema } from './translateUiSchema';
import { validationMessage } from './validationMessage';
import './forms.css';

type Values = Record<string, unknown>;

const DEFAULTS_BEHAVIOR = { constAsDefaults: 'never' } as const;

/**
 * The Form widget: screens/forms/<form>.json rendered by @rjsf/core with the mobile theme and
 * validated by precompiled validators. Errors show after the first submit, then live.
 */
export default function SchemaForm(widget: WidgetProps<'Form'>) {
  const engine = useEngine();
  const resources = use(loadFormResources(engine.bundle, text(widget.props.form)));
  if (!resources.ok) return <StatusBlock icon="error" title={engine.t('engine.formUnavailable')} />;
  return <LoadedForm widget={widget} resources={resources} />;
}

function LoadedForm({ widget, resources }: { widget: WidgetProps<'Form'>; resources: Extract<FormResources, { ok: true }> }) {
  const engine = useEngine();
  const { t } = engine;
  const { spec, schema, validator } = resources;
  const scope = useGlobalScope();
  const locale = scope.app?.locale;
  const stateKey = text(widget.props.stateKey);

  // Values live in state.<stateKey> when asked, so they survive a trip to the area picker or an
  // agreement page; otherwise in the component. Password fields always stay in the component:
  // app state is readable by every screen's bindings, and a password has no business there.
  const secretFields = useMemo(() => passwordFields(spec), [spec]);
  const [initial] = useState<Values>(() => withoutEmpty(widget.props.initial));
  const [localValues, setLocalValues] = useState<Values>(initial);
  const stored = stateKey ? scope.state?.[stateKey] : undefined;
  // Memoised: rjsf treats a new formData object as a change made by the parent.
  const values = useMemo(
    () => (stateKey ? { ...(isValues(stored) ? stored : omit(initial, secretFields)), ...pick(localValues, secretFields) } : localValues),
    [stateKey, stored, initial, localValues, secretFields],
  );
  const setValues = useCallback(
    (next: Values) => {
      if (stateKey) {
        engine.stores.state.setIn(stateKey, omit(next, secretFields));
        setLocalValues(pick(next, secretFields));
      } else setLocalValues(next);
    },
    [engine, stateKey, secretFields],
  );

  const [submitted, setSubmitted] = useState(false);
  // The server's refusal of the last submit (spec: also a toast, which is gone in a second). It
  // stays above the button until the member edits a field, so it can be read.
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- locale: re-translate labels on a language switch
  const uiSchema = useMemo(() => translateUiSchema(spec.uiSchema, t), [spec, t, locale]);
  const choices = widget.props.choices;
  const formContext = useMemo<FormContext>(
    () => ({ engine, spec, choices: choices !== null && typeof choices === 'object' ? (choices as Record<string, unknown>) : undefined }),
    [engine, spec, choices],
  );
  const transformErrors = useCallback<ErrorTransformer>(
    (errors) => errors.map((error) => ({ ...error, message: validationMessage(error, spec, t) })),
    [spec, t],
  );
  const customValidate = useCallback<CustomValidator>(
    (formData, errors) => {
      for (const { field, message } of equalRuleErrors(formData as Values, spec.rules)) {
        (errors as FormValidation<Values>)[field]?.addError(t(message));
      }
      return errors;
    },
    [spec, t],
  );

  const resetAfterSubmit = widget.props.resetAfterSubmit === true;
  const { running, run } = useRunGuard(
    useCallback(
      async (formData: Values) => {
        const result = await widget.emit('submit', { form: formData });
        if (result.error) setRefusal(result.error.msg || t('engine.requestError'));
        // A form that creates things (a staff account) starts empty again once it worked.
        if (resetAfterSubmit && result.completed && !result.failed) {
          setValues(initial);
          setSubmitted(false);
        }
        return result;
      },
      [widget, resetAfterSubmit, setValues, initial, t],
    ),
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
      {refusal && (
        <div className="mer-form-refusal" role="alert">
          {refusal}
        </div>
      )}
      <AdmButton
        className="mer-form-submit"
        type="submit"
        color={oneOf(widget.props.submitColor, widgetEnums.Form.submitColor, 'primary')}
        size="large"
        block
        loading={running}
      >
        {text(widget.props.submitText) || t(spec.submitText ?? 'engine.submit')}
      </AdmButton>
    </RjsfForm>
  );
}

function passwordFields(spec: FormSpec): string[] {
  return Object.entries(spec.uiSchema ?? {})
    .filter(([, ui]) => ui['ui:widget'] === 'password')
    .map(([field]) => field);
}

function pick(values: Values, fields: string[]): Values {
  return Object.fromEntries(Object.entries(values).filter(([k]) => fields.includes(k)));
}

function omit(values: Values, fields: string[]): Values {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !fields.includes(k)));
}

function isValues(value: unknown): value is Values {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Initial values from bindings: a binding with nothing behind it leaves the field empty. */
function withoutEmpty(value: unknown): Values {
  if (!isValues(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null));
}
