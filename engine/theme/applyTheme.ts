import type { Theme } from '../runtime/dsl';
import { THEME_COLOR } from '@core/theme/themeColor';

/**
 * Switches the theme on <html>: data-theme drives the app's own CSS variables (theme.css) and
 * data-prefers-color-scheme switches antd-mobile's built-in dark variables; the theme-color meta
 * gives the browser's bars (and an installed app's status bar) the page's colour.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.setAttribute('data-prefers-color-scheme', theme);
  root.style.colorScheme = theme;
  const meta = root.ownerDocument.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', THEME_COLOR[theme]);
}
