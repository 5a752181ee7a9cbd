import type { Theme } from '../runtime/dsl';

/**
 * The browser's bar colour (meta theme-color) per theme: the page background of theme.css
 * (--mer-bg), so the status bar of an installed app blends with the page in light and dark.
 */
export const THEME_COLOR: Readonly<Record<Theme, string>> = { light: '#f5f6f8', dark: '#0f1115' };
