import { useEffect } from 'react';

/**
 * Marks the field's own control (the element with the field's id) invalid and describes it by its
 * message `${id}__error` (WCAG 3.3.1, 1.3.1). antd-mobile's Input, TextArea and Checkbox put aria-*
 * props on their wrapper element, where assistive technology does not look, so the attributes are
 * set on the control itself once it is drawn.
 */
export function useFieldAria(id: string, invalid: boolean): void {
  useEffect(() => {
    const el = document.getElementById(id);
    if (!el) return;
    if (invalid) {
      el.setAttribute('aria-invalid', 'true');
      el.setAttribute('aria-describedby', `${id}__error`);
    } else {
      el.removeAttribute('aria-invalid');
      el.removeAttribute('aria-describedby');
    }
  }, [id, invalid]);
}
