import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@engine/feedback/copyText';

describe('copyText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the clipboard API in a secure context', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    await expect(copyText('abc')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('falls back to execCommand elsewhere and reports failure', async () => {
    vi.stubGlobal('isSecureContext', false);
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await expect(copyText('abc')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    exec.mockImplementation(() => {
      throw new Error('denied');
    });
    await expect(copyText('abc')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
    delete (document as { execCommand?: unknown }).execCommand;
  });
});
