/**
 * Keyboard behaviour of a modal (WCAG 2.1.2, 2.4.3): antd-mobile's dialogs and popups are drawn at
 * the end of <body> and leave the focus on the page behind them, where Tab wanders under the mask.
 * While held, the focus moves into the modal and Tab cycles inside it, Escape closes it, and on
 * release the focus goes back to the control that opened it.
 */

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let titles = 0;

/**
 * The control that last had the focus outside any modal. A button that starts an action often
 * disables itself while it runs (and so loses the focus) before its confirmation opens: that button
 * is still the opener the focus goes back to.
 */
let lastFocused: Element | null = null;
let tracking = false;
export function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('focusin', (e) => {
    const el = e.target as Element;
    if (!el.closest?.('[aria-modal="true"]')) lastFocused = el;
  });
}

/** The element a modal opening now should give the focus back to. */
export function currentOpener(): Element | null {
  const active = document.activeElement;
  return active && active !== document.body ? active : lastFocused;
}

/** Focuses `el` once it can take the focus again (a running button is disabled for a moment). */
function refocus(el: HTMLElement, tries = 40): void {
  if (!el.isConnected) return;
  if (!(el as HTMLButtonElement).disabled) {
    el.focus();
    return;
  }
  if (tries > 0) setTimeout(() => refocus(el, tries - 1), 50);
}

/** The focusable controls of `root` in Tab order (rendered ones only). */
export function focusables(root: HTMLElement): HTMLElement[] {
  // checkVisibility: drawn (not under display: none); a document without layout counts all.
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], [inert]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/**
 * Holds the focus in `modal` until the returned release is called. `label` names it by its visible
 * title (aria-labelledby) when it has one; `initial` is the control to focus first (else the first).
 */
export function holdFocus(
  modal: HTMLElement,
  opts: { onEscape?: () => void; title?: HTMLElement | null; initial?: HTMLElement | null; opener?: Element | null },
): () => void {
  const opener = opts.opener ?? currentOpener();
  modal.setAttribute('role', modal.getAttribute('role') ?? 'dialog');
  modal.setAttribute('aria-modal', 'true');
  if (opts.title && !modal.hasAttribute('aria-label')) {
    if (!opts.title.id) opts.title.id = `mer-modal-title-${++titles}`;
    modal.setAttribute('aria-labelledby', opts.title.id);
  }
  if (!modal.hasAttribute('tabindex')) modal.tabIndex = -1;
  (opts.initial ?? focusables(modal)[0] ?? modal).focus();

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && opts.onEscape) {
      e.preventDefault();
      e.stopPropagation();
      opts.onEscape();
      return;
    }
    if (e.key !== 'Tab') return;
    const list = focusables(modal);
    if (list.length === 0) {
      e.preventDefault();
      modal.focus();
      return;
    }
    const at = list.indexOf(document.activeElement as HTMLElement);
    // Wraps at either end, and pulls back a focus that escaped (e.g. to the address bar and back).
    if (e.shiftKey && at <= 0) {
      e.preventDefault();
      list[list.length - 1]!.focus();
    } else if (!e.shiftKey && (at === -1 || at === list.length - 1)) {
      e.preventDefault();
      list[0]!.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    if (opener instanceof HTMLElement) refocus(opener);
  };
}
