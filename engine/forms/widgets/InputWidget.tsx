import type { WidgetProps } from '@rjsf/utils';
import Input from 'antd-mobile/es/components/input';
import type { ComponentProps } from 'react';
import { DEFAULT_CODE_LENGTH, fieldFormat } from '@core/format/expandFormats';
import { formContextOf } from '../FormContext';
import { useFieldAria } from '../useFieldAria';

type InputProps = ComponentProps<typeof Input>;

/**
 * Keyboard and autofill hints per project format, so phones show the right keyboard; a whole
 * number without a format (a quantity of shares) gets the digits keyboard too.
 */
function hintsFor(format: string | undefined, codeLength: number | undefined, type: unknown): Partial<InputProps> {
  if (format === undefined && type === 'integer') return { inputMode: 'numeric' };
  switch (format) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'off' };
    case 'mobile':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' };
    case 'code':
      return { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: codeLength ?? DEFAULT_CODE_LENGTH };
    case 'digits':
      return { inputMode: 'numeric' };
    case 'amount':
      return { inputMode: 'decimal' };
    case 'url':
      return { type: 'url', inputMode: 'url', autoCapitalize: 'off' };
    default:
      return {};
  }
}

/** text, email and code: an antd-mobile Input with the field's keyboard hints. */
export function InputWidget(props: WidgetProps & { forceFormat?: string }) {
  const { id, name, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, options, registry, rawErrors, forceFormat } = props;
  const { spec } = formContextOf(registry);
  const format = forceFormat ?? fieldFormat(spec, name);
  const field = spec.schema.properties[name];
  useFieldAria(id, rawErrors !== undefined && rawErrors.length > 0);
  return (
    <Input
      id={id}
      name={name}
      className="mer-input"
      value={value === undefined || value === null ? '' : String(value)}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      clearable
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      maxLength={typeof field?.maxLength === 'number' ? field.maxLength : undefined}
      {...hintsFor(format, field?.codeLength, field?.type)}
    />
  );
}

export function EmailWidget(props: WidgetProps) {
  return <InputWidget {...props} forceFormat="email" />;
}

export function CodeWidget(props: WidgetProps) {
  return <InputWidget {...props} forceFormat="code" />;
}
