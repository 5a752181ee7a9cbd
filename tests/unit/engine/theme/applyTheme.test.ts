import { describe, expect, it } from 'vitest';
import { applyTheme } from '@engine/theme/applyTheme';

describe('applyTheme', () => {
  it("sets data-theme and antd-mobile's dark switch on <html>", () => {
    applyTheme('dark');
    const html = document.documentElement;
    expect(html.dataset.theme).toBe('dark');
    expect(html.getAttribute('data-prefers-color-scheme')).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
    applyTheme('light');
    expect(html.dataset.theme).toBe('light');
  });
});
