import type { ConfirmOptions, ToastIcon } from '../runtime/actions/ActionHost';
import type { Translate } from '../runtime/scope';
import { currentOpener, holdFocus, trackFocus } from './modalFocus';
import { liveRegion } from './liveRegion';
import './toast.css';

/** Default toast length (spec section 9). */
export const TOAST_MS = 2000;

export interface Feedback {
  toast(text: string, icon?: ToastIcon): void;
  /** A failed call's message, shown for manifest api.errorToastMs (1 s, spec section 8). */
  errorToast(text: string): void;
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** The Error dialog with Reload (spec section 8); one at a time however many calls fail. */
  networkError(): void;
  /** Fetches the toast and dialog code ahead of need (boot calls it once the first screen shows). */
  preload(): Promise<void>;
}

// Toast and Dialog animate with react-spring; loaded on first use (or by preload) so the first
// screen does not wait for code that only failures and confirmations need.
const loadToast = () => import('antd-mobile/es/components/toast').then((m) => m.default);
const loadDialog = () => import('antd-mobile/es/components/dialog').then((m) => m.default);

let modals = 0;

/**
 * What Dialog.show needs for a keyboard: a class to find its element by, and afterShow/afterClose
 * that move the focus in (and keep it there, Escape closing) and give it back to the opener.
 */
function keyboardModal(onEscape: () => void) {
  const className = `mer-modal-${++modals}`;
  const opener = currentOpener();
  let release: (() => void) | undefined;
  return {
    className,
    afterShow: () => {
      const modal = document.querySelector<HTMLElement>(`.${className} [role="dialog"]`);
      if (!modal) return;
      const buttons = modal.querySelectorAll<HTMLElement>('.adm-dialog-button');
      release = holdFocus(modal, { onEscape, title: modal.querySelector<HTMLElement>('.adm-dialog-title'), initial: buttons[0], opener });
    },
    afterClose: () => {
      release?.();
      release = undefined;
    },
  };
}

export function createFeedback(options: { t: Translate; errorToastMs: number; reload?: () => void }): Feedback {
  const { t } = options;
  const reload = options.reload ?? (() => window.location.reload());
  let networkDialogOpen = false;
  // The live region is in the document before the first toast, so that one is announced too.
  if (typeof document !== 'undefined' && document.body) liveRegion();
  trackFocus();

  return {
    toast(text, icon) {
      if (!text) return;
      void loadToast().then((Toast) => Toast.show({ content: text, icon, duration: TOAST_MS, getContainer: liveRegion }));
    },
    errorToast(text) {
      if (!text) return;
      void loadToast().then((Toast) => Toast.show({ content: text, duration: options.errorToastMs, getContainer: liveRegion }));
    },
    async confirm({ title, message, confirmText, cancelText, danger }) {
      const Dialog = await loadDialog();
      return new Promise<boolean>((resolve) => {
        const modal = keyboardModal(() => handler.close());
        const handler = Dialog.show({
          ...modal,
          title,
          content: message,
          closeOnAction: true,
          onClose: () => resolve(false),
          actions: [
            [
              { key: 'cancel', text: cancelText, onClick: () => resolve(false) },
              { key: 'confirm', text: confirmText, bold: true, danger, onClick: () => resolve(true) },
            ],
          ],
        });
      });
    },
    networkError() {
      if (networkDialogOpen) return;
      networkDialogOpen = true;
      void loadDialog().then((Dialog) => {
        // Escape leaves the page as it is (the dialog only offers a reload).
        const modal = keyboardModal(() => handler.close());
        const handler = Dialog.show({
          ...modal,
          title: t('engine.networkErrorTitle'),
          content: t('engine.networkError'),
          closeOnAction: true,
          afterClose: () => {
            modal.afterClose();
            networkDialogOpen = false;
          },
          actions: [{ key: 'reload', text: t('engine.reload'), bold: true, onClick: reload }],
        });
      });
    },
    async preload() {
      await Promise.all([loadToast(), loadDialog()]);
    },
  };
}
