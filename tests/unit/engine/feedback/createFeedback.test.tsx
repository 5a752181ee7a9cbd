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

  it('preloads its chunks', async () => {
    await expect(createFeedback({ t, errorToastMs: 1000 }).preload()).resolves.toBeUndefined();
  });
});
