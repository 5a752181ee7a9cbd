import { useCallback } from 'react';
import { oneOf, text } from './propReaders';
import { useRunGuard } from './useRunGuard';
import type { WidgetProps } from './WidgetProps';

/** Inline text that runs actions; a button element so it is reachable by keyboard and screen readers. */
export function Link({ props, emit }: WidgetProps) {
  const { run } = useRunGuard(useCallback(() => emit('click'), [emit]));
  const align = oneOf(props.align, ['left', 'center', 'right'] as const, 'left');
  return (
    <div className={`mer-link-wrap mer-text-${align}`}>
      <button type="button" className="mer-link" onClick={() => void run()}>
        {text(props.text)}
      </button>
    </div>
  );
}
