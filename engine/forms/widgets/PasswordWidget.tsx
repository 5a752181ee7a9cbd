import type { WidgetProps } from '@rjsf/utils';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { formContextOf } from '../FormContext';
import { useFieldAria } from '../useFieldAria';

/** A password input with a show/hide toggle (typing a password on a phone keyboard is error-prone). */
export function PasswordWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, options, registry, rawErrors } = props;
  const { engine } = formContextOf(registry);
  const [visible, setVisible] = useState(false);
  useFieldAria(id, rawErrors !== undefined && rawErrors.length > 0);
  return (
    <div className="mer-password">
      <Input
        id={id}
        name={name}
        className="mer-input"
        type={visible ? 'text' : 'password'}
        autoComplete={name === 'password' ? 'current-password' : 'new-password'}
        value={value === undefined || value === null ? '' : String(value)}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <button
        type="button"
        className="mer-password-toggle"
        aria-pressed={visible}
        aria-label={engine.t(visible ? 'engine.hidePassword' : 'engine.showPassword')}
        onClick={() => setVisible((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
          {!visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}
