/**
 * The page's polite live region, where toasts are drawn (WCAG 4.1.3). antd-mobile draws a toast
 * inside its mask, which it marks aria-hidden, so a screen reader never heard one; and a live region
 * added together with its text is often not announced. So the region is made once and stays in the
 * document, each toast renders into it (Toast's getContainer), and the mask's aria-hidden is taken
 * off as it appears. The text is in the document once: nothing says it twice.
 */
let region: HTMLElement | undefined;

export function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  const el = document.createElement('div');
  el.className = 'mer-live-region';
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.dataset.merLive = 'toast';
  const reveal = () => el.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.removeAttribute('aria-hidden'));
  new MutationObserver(reveal).observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  document.body.appendChild(el);
  region = el;
  return el;
}
