import type { WidgetProps } from '@rjsf/utils';
import Checkbox from 'antd-mobile/es/components/checkbox';

/** A boolean with its label beside the box (remember account). */
export function CheckboxWidget({ id, value, disabled, readonly, label, onChange }: WidgetProps) {
  return (
    <Checkbox
      id={id}
      className="mer-checkbox"
      checked={value === true}
      disabled={disabled || readonly}
      onChange={(checked) => onChange(checked)}
    >
      {label}
    </Checkbox>
  );
}
