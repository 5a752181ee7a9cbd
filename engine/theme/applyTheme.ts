import type { Theme } from '../runtime/dsl';

/**
 * Switches the theme on <html>: data-theme drives the app's own CSS variables (theme.css) and
 * data-prefers-color-scheme switches antd-mobile's built-in dark variables.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.setAttribute('data-prefers-color-scheme', theme);
  root.style.colorScheme = theme;
}
