import type { WidgetProps } from '@rjsf/utils';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { Fragment } from 'react';
import { formContextOf } from '../FormContext';
import { useFieldAria } from '../useFieldAria';

interface AgreeLink {
  /** i18n key of the link text. */
  text: string;
  /** Route name (or path) of the document. */
  to: string;
  query?: Record<string, unknown>;
}

function links(value: unknown): AgreeLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter((l): l is AgreeLink => l !== null && typeof l === 'object' && typeof l.text === 'string' && typeof l.to === 'string');
}

/**
 * Consent to the agreement and privacy policy: a checkbox labelled by ui:title, followed by links
 * from ui:options.links ([{text, to, query}]). The links sit outside the checkbox's label so
 * tapping one opens the document instead of ticking the box; the form's values survive the
 * round trip when the Form keeps them in state (stateKey).
 */
export function AgreeWidget({ id, value, disabled, readonly, label, onChange, options, registry, rawErrors }: WidgetProps) {
  const { engine } = formContextOf(registry);
  useFieldAria(id, rawErrors !== undefined && rawErrors.length > 0);
  return (
    <div className="mer-agree">
      <Checkbox
        id={id}
        className="mer-checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(checked) => onChange(checked)}
      >
        {label}
      </Checkbox>
      {links(options.links).map((link, index, all) => (
        <Fragment key={`${link.to}:${link.text}`}>
          {/* "the User Agreement and Privacy Policy": the last two links are joined by "and". */}
          {index > 0 && <span className="mer-agree-join">{index === all.length - 1 ? engine.t('engine.and') : ','}</span>}
          <button
            type="button"
            className="mer-link mer-agree-link"
            onClick={() => engine.navigation.navigate(link.to, { query: link.query })}
          >
            {engine.t(link.text)}
          </button>
        </Fragment>
      ))}
    </div>
  );
}
