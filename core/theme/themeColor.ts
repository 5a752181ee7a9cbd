import type { AppManifest } from '../generated/dsl';

/**
 * The browser's bar colour (meta theme-color) per theme: the page background of theme.css
 * (--mer-bg), so the status bar of an installed app blends with the page in light and dark. The
 * engine sets it on a theme switch (applyTheme.ts); the web app manifest takes the light one.
 */
export const THEME_COLOR: Readonly<Record<AppManifest['themes']['default'], string>> = { light: '#f5f6f8', dark: '#0f1115' };
