import type { WidgetProps } from '@rjsf/utils';
import TextArea from 'antd-mobile/es/components/text-area';

/** Several lines of text (a rejection reason, an introduction), with a counter when the field has a maximum. */
export function TextareaWidget({ id, name, value, disabled, readonly, placeholder, onChange, options, rawErrors, schema }: WidgetProps) {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <TextArea
      id={id}
      name={name}
      className="mer-textarea"
      value={value === undefined || value === null ? '' : String(value)}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      autoSize={{ minRows: 2, maxRows: 8 }}
      maxLength={max}
      showCount={max !== undefined}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
    />
  );
}
