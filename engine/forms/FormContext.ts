import type { Engine } from '../context/Engine';
import type { FormSpec } from '../runtime/dsl';

/** What the form widgets receive through rjsf's formContext. */
export interface FormContext {
  engine: Engine;
  /** The form config as written (original formats, ui:options, messages). */
  spec: FormSpec;
  /** Field -> options from data for select fields (the Form widget's `choices` prop). */
  choices?: Record<string, unknown>;
}

export function formContextOf(registry: { formContext?: unknown }): FormContext {
  return registry.formContext as FormContext;
}
