export type ThemeMode = 'light' | 'dark';

/** The app's theme as engine/theme/applyTheme sets it on <html data-theme>; light unless dark. */
export function themeMode(): ThemeMode {
  return typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}
