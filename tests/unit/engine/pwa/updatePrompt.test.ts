import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { showUpdatePrompt } from '@engine/pwa/updatePrompt';

const texts = { message: 'A new version of Meridian is available.', reload: 'Reload', later: 'Later' };
// The bars among the page's status regions (the engine's toast live region may share the document).
const bars = () => screen.queryAllByRole('status').filter((e) => e.textContent?.includes(texts.message));

describe('the update prompt', () => {
  afterEach(() => document.querySelector('.mer-update')?.remove());

  it('is a polite status region with a Reload and a Later button, not taking the focus', () => {
    const focused = document.createElement('input');
    document.body.append(focused);
    focused.focus();
    showUpdatePrompt(document, texts, () => {});
    const [region, ...more] = bars();
    expect(more).toHaveLength(0);
    expect(region!.getAttribute('aria-live')).toBe('polite');
    expect(region!.textContent).toContain(texts.message);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
    expect(document.activeElement).toBe(focused);
    focused.remove();
  });

  it('reloads into the new version once when Reload is pressed', () => {
    const reload = vi.fn();
    showUpdatePrompt(document, texts, reload);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Reload' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
  });

  it('goes away with Later, and is never shown twice at once', () => {
    showUpdatePrompt(document, texts, () => {});
    showUpdatePrompt(document, texts, () => {});
    expect(bars()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(bars()).toHaveLength(0);
  });
});
