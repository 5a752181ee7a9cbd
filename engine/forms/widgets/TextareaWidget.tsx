import type { WidgetProps } from '@rjsf/utils';
import TextArea from 'antd-mobile/es/components/text-area';
import { useFieldAria } from '../useFieldAria';

/** Several lines of text (a rejection reason, an introduction), with a counter when the field has a maximum. */
export function TextareaWidget({ id, name, value, disabled, readonly, placeholder, onChange, options, rawErrors, schema }: WidgetProps) {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  useFieldAria(id, rawErrors !== undefined && rawErrors.length > 0);
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
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
    />
  );
}
