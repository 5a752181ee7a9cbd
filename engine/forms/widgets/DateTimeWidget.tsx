import type { WidgetProps } from '@rjsf/utils';
import { fromLocalInput, toLocalInput } from '../dateTimeValue';

/**
 * A date and time (e.g. when a product's sales open) on an integer field of Unix seconds: the
 * browser's own date-time picker, in the viewer's time zone, handing back seconds.
 */
export function DateTimeWidget({ id, name, value, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors }: WidgetProps) {
  const invalid = rawErrors && rawErrors.length > 0;
  return (
    <input
      id={id}
      name={name}
      className="mer-input mer-datetime"
      type="datetime-local"
      value={toLocalInput(value)}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${id}__error` : undefined}
      onChange={(e) => onChange(fromLocalInput(e.target.value) ?? options.emptyValue)}
      onBlur={(e) => onBlur(id, fromLocalInput(e.target.value))}
      onFocus={(e) => onFocus(id, fromLocalInput(e.target.value))}
    />
  );
}
