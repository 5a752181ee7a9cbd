import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeedback, TOAST_MS } from '@engine/feedback/createFeedback';

const t = (key: string) =>
  ({
    'engine.networkErrorTitle': 'Error',
    'engine.networkError': 'Network connection failed. Please refresh the page and try again.',
    'engine.reload': 'Reload',
  })[key] ?? key;

afterEach(async () => {
  const Dialog = (await import('antd-mobile/es/components/dialog')).default;
  const Toast = (await import('antd-mobile/es/components/toast')).default;
  act(() => {
    Dialog.clear();
    Toast.clear();
  });
});

describe('createFeedback', () => {
  it('toasts with antd-mobile, for the default 2 s', async () => {
    expect(TOAST_MS).toBe(2000);
    const feedback = createFeedback({ t, errorToastMs: 1000 });
    act(() => feedback.toast('Saved', 'success'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    act(() => feedback.errorToast('Wrong password'));
    expect(await screen.findByText('Wrong password')).toBeTruthy();
  });

  it('resolves confirm true on confirm and false on cancel', async () => {
    const feedback = createFeedback({ t, errorToastMs: 1000 });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = feedback.confirm({ title: 'Log out', message: 'Sure?', confirmText: 'Yes', cancelText: 'No', danger: true });
    });
    fireEvent.click(await screen.findByText('Yes'));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = feedback.confirm({ message: 'Again?', confirmText: 'Yes', cancelText: 'No' });
    });
    await screen.findByText('Again?');
    const cancels = await screen.findAllByText('No');
    fireEvent.click(cancels[cancels.length - 1]!);
    await expect(answer).resolves.toBe(false);
  });

  it('shows one network Error dialog with Reload, however many calls fail', async () => {
    const reload = vi.fn();
    const feedback = createFeedback({ t, errorToastMs: 1000, reload });
    act(() => {
      feedback.networkError();
      feedback.networkError();
    });
    expect(await screen.findByText('Network connection failed. Please refresh the page and try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Error')).toHaveLength(1));
    fireEvent.click(screen.getByText('Reload'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('draws every toast in one polite live region that was there before it, readable (not under aria-hidden)', async () => {
    const feedback = createFeedback({ t, errorToastMs: 1000 });
    const regions = () => document.querySelectorAll('[data-mer-live="toast"]');
    expect(regions()).toHaveLength(1);
    const region = regions()[0]!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => feedback.toast('Profile saved', 'success'));
    expect(await screen.findByRole('status')).toBe(region);
    await waitFor(() => expect(region.textContent).toContain('Profile saved'));
    act(() => feedback.errorToast('The code has expired'));
    await waitFor(() => expect(region.textContent).toContain('The code has expired'));
    // Said once: the text is in the document once, and nothing on its way up hides it from a reader.
    expect(screen.getAllByText('The code has expired')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('The code has expired').closest('[aria-hidden="true"]')).toBeNull());
    createFeedback({ t, errorToastMs: 1000 });
    expect(regions()).toHaveLength(1);
  });

  it('takes the focus into a confirmation, keeps it there, closes on Escape and gives it back', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Log out';
    document.body.appendChild(opener);
    opener.focus();
    const feedback = createFeedback({ t, errorToastMs: 1000 });
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = feedback.confirm({ title: 'Log out?', message: 'Sure?', confirmText: 'Yes', cancelText: 'No' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('No');
    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('Yes');
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('No');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });

  it('preloads its chunks', async () => {
    await expect(createFeedback({ t, errorToastMs: 1000 }).preload()).resolves.toBeUndefined();
  });
});
