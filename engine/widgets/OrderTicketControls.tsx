import { useId, type ReactNode } from 'react';
import { onRadioKey } from '../kit/radioKeys';

/** A two-or-three-way switch (plain radio buttons: the same look as Tabs, no animation library); arrow keys move the choice. */
export function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { key: T; title: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <div className="mer-tabs mer-ticket-switch" role="radiogroup" aria-label={props.label}>
      {props.options.map((o) => (
        <button
          key={o.key}
          type="button"
          role="radio"
          aria-checked={o.key === props.value}
          tabIndex={o.key === props.value ? 0 : -1}
          className={o.key === props.value ? 'mer-tab mer-tab-active' : 'mer-tab'}
          onClick={() => props.onChange(o.key)}
          onKeyDown={(e) => onRadioKey(e, (i) => props.onChange(props.options[i]!.key))}
        >
          {o.title}
        </button>
      ))}
    </div>
  );
}

/** A labelled field: the label names the input by an id made here, which the input (and its notes) take. */
export function Field(props: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="mer-ticket-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children(id)}
    </div>
  );
}
