import type { WidgetProps } from '@rjsf/utils';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { formContextOf } from '../FormContext';
import { selectOptions } from '../selectOptions';
import { ChoiceChips } from './ChoiceChips';

const OTHER = '\u0000other';

/**
 * One choice among a few, as chips (fits a thumb better than a drop-down): the field's enum with
 * labels from ui:options.labels, or options from data through the Form's `choices` prop. With
 * ui:options.other (an i18n key), a last chip opens a text input for a value not in the list.
 * On an integer field the chosen value is handed back as a number.
 */
export function SelectWidget({
  id,
  name,
  value,
  disabled,
  readonly,
  onChange,
  options,
  registry,
  rawErrors,
  schema,
  placeholder,
  label,
}: WidgetProps) {
  const { engine, choices } = formContextOf(registry);
  const items = selectOptions({ schema, uiOptions: options, data: choices?.[name], t: engine.t });
  const otherLabel = typeof options.other === 'string' ? engine.t(options.other) : undefined;
  const current = value === undefined || value === null ? '' : String(value);
  const inList = items.some((o) => o.value === current);
  const [typing, setTyping] = useState(() => current !== '' && !inList && otherLabel !== undefined);
  const other = otherLabel !== undefined && (typing || (current !== '' && !inList));
  const chips = otherLabel ? [...items, { value: OTHER, label: otherLabel }] : items;
  const invalid = rawErrors && rawErrors.length > 0;
  return (
    <div
      id={id}
      className="mer-select"
      role="radiogroup"
      // The field's <label for> names an input, not a group: the group carries the label itself.
      aria-label={label || undefined}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${id}__error` : undefined}
    >
      <ChoiceChips
        columns={typeof options.columns === 'number' ? options.columns : Math.min(3, chips.length)}
        chips={chips}
        value={other ? OTHER : current || undefined}
        disabled={disabled || readonly}
        onPick={(next) => {
          if (next === OTHER) {
            setTyping(true);
            onChange(options.emptyValue);
          } else {
            setTyping(false);
            // Options are text; an integer field (an id from a data source) keeps its type.
            onChange(schema.type === 'integer' ? Number(next) : next);
          }
        }}
      />
      {other && (
        <Input
          className="mer-input mer-select-other"
          value={inList ? '' : current}
          placeholder={placeholder || otherLabel}
          disabled={disabled}
          clearable
          maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
          onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
        />
      )}
    </div>
  );
}
