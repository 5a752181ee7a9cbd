import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { showOfflineScreen } from '@engine/pwa/offlineScreen';
import { offlineTexts } from '@engine/pwa/offlineTexts';
import { bundledLocaleFiles } from '@engine/i18n/localeLoaders';
import de from '@locales/de/engine.json';

describe('the offline screen', () => {
  it('replaces the page with a heading, the explanation and a Retry button that retries', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>half-loaded app</p>';
    document.body.append(root);
    const retry = vi.fn();
    showOfflineScreen(root, { title: 'You are offline', body: 'Check your connection.', retry: 'Retry' }, retry);
    expect(root.textContent).not.toContain('half-loaded');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are offline');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    // Back online: tried again by itself, once.
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(2);
    root.remove();
  });
});

describe('offlineTexts', () => {
  it("reads the member's locale from the engine dictionaries", async () => {
    expect(await offlineTexts(bundledLocaleFiles(), 'de', 'en')).toEqual({
      title: de.engine.pwa.offlineTitle,
      body: de.engine.pwa.offlineBody,
      retry: de.engine.retry,
    });
  });

  it('falls back when the locale cannot load, and says so when nothing can', async () => {
    const files = bundledLocaleFiles();
    const failing = { ...files, 'locales/ko/engine.json': () => Promise.reject(new TypeError('Failed to fetch')) };
    expect((await offlineTexts(failing, 'ko', 'en'))?.retry).toBe('Retry');
    expect(await offlineTexts({}, 'ko', 'en')).toBeUndefined();
  });

  it('exist in all 13 locales', async () => {
    const files = bundledLocaleFiles();
    const codes = Object.keys(files)
      .filter((p) => p.endsWith('/engine.json'))
      .map((p) => p.split('/')[1]!);
    expect(codes).toHaveLength(13);
    for (const code of codes)
      expect(
        await offlineTexts({ [`locales/${code}/engine.json`]: files[`locales/${code}/engine.json`]! }, code, code),
        code,
      ).toBeDefined();
  });
});
