import AdmButton from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { holdFocus } from '../feedback/modalFocus';
import { text } from '../kit/propReaders';
import { useRunGuard } from '../kit/useRunGuard';
import type { WidgetProps } from '../kit/WidgetProps';

/**
 * A modal over the screen while `open` holds: a title, the node's children and one close button.
 * Closing (the button or the mask) runs the `close` actions; the dialog stays until they change
 * what `open` reads (e.g. a popup marked seen and its source refreshed), so a failed close keeps
 * it up rather than losing it.
 */
export function Dialog({ props, children, emit }: WidgetProps<'Dialog'>) {
  const titleId = useId();
  const title = text(props.title);
  const { running, run } = useRunGuard(useCallback(() => emit('close'), [emit]));
  const close = () => {
    if (!running) void run();
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  // The body once drawn: the focus moves into it, stays there, Escape closes, the opener gets it back.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const open = Boolean(props.open);
  useEffect(() => {
    if (!open || !body) return;
    return holdFocus(body, { onEscape: () => closeRef.current() });
  }, [open, body]);
  return (
    <CenterPopup visible={open} onMaskClick={close} className="mer-dialog" destroyOnClose>
      <div ref={setBody} className="mer-dialog-body" role="dialog" aria-modal="true" aria-labelledby={title ? titleId : undefined}>
        {title ? (
          <h2 id={titleId} className="mer-dialog-title">
            {title}
          </h2>
        ) : null}
        <div className="mer-dialog-content">{children}</div>
        <AdmButton className="mer-button" color="primary" block loading={running} onClick={close}>
          {text(props.closeText)}
        </AdmButton>
      </div>
    </CenterPopup>
  );
}
