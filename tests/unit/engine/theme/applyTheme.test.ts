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

describe('applyTheme and the theme-color meta', () => {
  it("gives the browser's bars the page colour of the theme", () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#0091ff';
    document.head.append(meta);
    try {
      applyTheme('dark');
      expect(meta.content).toBe('#0f1115');
      applyTheme('light');
      expect(meta.content).toBe('#f5f6f8');
    } finally {
      meta.remove();
    }
  });

  it("matches theme.css's page background in each theme", async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync('engine/theme/theme.css', 'utf8');
    const { THEME_COLOR } = await import('@core/theme/themeColor');
    for (const theme of ['light', 'dark'] as const) {
      const block = css.slice(css.indexOf(`html[data-theme='${theme}']`));
      expect(block.match(/--mer-bg:\s*(#[0-9a-f]+)/i)?.[1], theme).toBe(THEME_COLOR[theme]);
    }
  });
});
