import type { RJSFSchema, UIOptionsType } from '@rjsf/utils';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The options of a select field. Data (the Form's `choices` for this field: an array of objects
 * whose ui:options.valueKey / labelKey, default value / label, name the parts) wins over the
 * schema's enum; enum labels are the i18n keys of ui:options.labels, else the values themselves.
 */
export function selectOptions(args: {
  schema: RJSFSchema;
  uiOptions: UIOptionsType;
  data: unknown;
  t: (key: string, args?: Record<string, unknown>) => string;
}): SelectOption[] {
  const { schema, uiOptions, data, t } = args;
  if (Array.isArray(data)) {
    const valueKey = typeof uiOptions.valueKey === 'string' ? uiOptions.valueKey : 'value';
    const labelKey = typeof uiOptions.labelKey === 'string' ? uiOptions.labelKey : 'label';
    const template = typeof uiOptions.labelTemplate === 'string' ? uiOptions.labelTemplate : undefined;
    if (data.every((o) => typeof o === 'string' || typeof o === 'number')) {
      return (data as (string | number)[])
        .map((o) => ({ value: String(o), label: template ? t(template, { value: o }) : String(o) }))
        .filter((o) => o.value !== '');
    }
    return data
      .filter((o): o is Record<string, unknown> => o !== null && typeof o === 'object')
      .map((o) => ({ value: String(o[valueKey] ?? ''), label: String(o[labelKey] ?? o[valueKey] ?? '') }))
      .filter((o) => o.value !== '');
  }
  const labels = (uiOptions.labels ?? {}) as Record<string, unknown>;
  return (schema.enum ?? [])
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) => {
      const key = labels[String(v)];
      return { value: String(v), label: typeof key === 'string' ? t(key) : String(v) };
    });
}
