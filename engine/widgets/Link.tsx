import { useCallback } from 'react';
import { widgetEnums } from '../generated/widgetProps';
import { oneOf, optionalOneOf, text } from '../kit/propReaders';
import { useRunGuard } from '../kit/useRunGuard';
import type { WidgetProps } from '../kit/WidgetProps';

/** Inline text that runs actions; a button element so it is reachable by keyboard and screen readers. */
export function Link({ props, emit }: WidgetProps<'Link'>) {
  const { run } = useRunGuard(useCallback(() => emit('click'), [emit]));
  const align = oneOf(props.align, widgetEnums.Link.align, 'left');
  return (
    <div className={`mer-link-wrap mer-text-${align}`}>
      <button type="button" className="mer-link" aria-label={text(props.label) || undefined} onClick={() => void run()}>
        {optionalOneOf(props.icon, widgetEnums.Link.icon) === 'globe' && <GlobeIcon />}
        {text(props.text)}
      </button>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg className="mer-link-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </g>
    </svg>
  );
}
