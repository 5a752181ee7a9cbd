import AdmButton from 'antd-mobile/es/components/button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import type { FormSpec } from '../runtime/dsl';
import type { Translate } from '../runtime/scope';
import { useGlobalScope } from '../screen/GlobalScope';
import { useScopeLayer } from '../screen/ScopeLayer';
import { resolveValue } from '@core/values/resolveValue';
import type { ReadBound } from './boundErrors';
import { widgetEnums } from '../generated/widgetProps';
import { getPath } from '@core/values/getPath';
import { oneOf, text } from '../kit/propReaders';
import { useRunGuard } from '../kit/useRunGuard';
import type { WidgetProps } from '../kit/WidgetProps';
import type { FormContext } from './FormContext';
import { statePath } from './statePath';
import { translateUiSchema } from './translateUiSchema';

export type Values = Record<string, unknown>;

/**
 * What both form renderers share (SchemaForm with @rjsf/core, FlatForm without it): where the
 * values live, the translated uiSchema, the first-submit flag, the server's refusal and the
 * guarded submit. Nothing here imports rjsf, so the light renderer stays light.
 */
export function useFormModel(widget: WidgetProps<'Form'>, spec: FormSpec) {
  const engine = useEngine();
  const { t } = engine;
  const scope = useGlobalScope();
  const locale = scope.app?.locale;
  // The resolved path is a new array on every render: the hooks below depend on its text instead.
  const pathText = JSON.stringify(statePath(widget.props.stateKey) ?? null);
  const path = useMemo(() => JSON.parse(pathText) as string[] | null, [pathText]);

  // Values live in state.<stateKey> (or at its path) when asked, so they survive a trip to the area
  // picker or an agreement page; otherwise in the component. Password fields always stay in the
  // component: app state is readable by every screen's bindings, and a password has no business there.
  const secretFields = useMemo(() => passwordFields(spec), [spec]);
  const [initial] = useState<Values>(() => withoutEmpty(widget.props.initial));
  const [localValues, setLocalValues] = useState<Values>(initial);
  const stored = path ? getPath(scope.state, path) : undefined;
  // Memoised: rjsf treats a new formData object as a change made by the parent.
  const values = useMemo(
    () => (path ? { ...(isValues(stored) ? stored : omit(initial, secretFields)), ...pick(localValues, secretFields) } : localValues),
    [path, stored, initial, localValues, secretFields],
  );
  // The studio preview's inspector lists the values, never the password fields; the app has none.
  const { inspector } = engine;
  useEffect(() => {
    if (!inspector) return undefined;
    inspector.form(spec.id, omit(values, secretFields));
    return () => inspector.form(spec.id, undefined);
  }, [inspector, spec, values, secretFields]);
  const setValues = useCallback(
    (next: Values) => {
      if (path) {
        engine.stores.state.setIn(path, omit(next, secretFields));
        setLocalValues(pick(next, secretFields));
      } else setLocalValues(next);
    },
    [engine, path, secretFields],
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

  // Bounds from data (boundErrors.ts) read the scope of the screen showing the form: its data
  // sources and route over the app-wide scope, as the form's own bindings would.
  const layer = useScopeLayer();
  const readBound = useCallback<ReadBound>(
    (bound) => {
      const here = { ...scope, ...layer };
      return { value: resolveValue({ $bind: bound.$bind }, here, t), shown: resolveValue(bound, here, t, engine.formatters) };
    },
    [scope, layer, t, engine],
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

  return { engine, t, values, setValues, submitted, setSubmitted, refusal, setRefusal, uiSchema, formContext, running, run, readBound };
}

/** The server's refusal (if any) above the submit button: the end of every form. */
export function FormFooter({
  widget,
  spec,
  refusal,
  running,
  t,
}: {
  widget: WidgetProps<'Form'>;
  spec: FormSpec;
  refusal?: string;
  running: boolean;
  t: Translate;
}) {
  return (
    <>
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
    </>
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
