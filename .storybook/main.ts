import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Storybook renders widgets and whole screens through the real engine (createPreviewEngine), so
 * stories import engine/, screens/, locales/ and schemas/ from the repository root.
 *
 * The builder loads the app's vite.config.ts first (its React plugin and resolve aliases, e.g. the
 * markdown-to-jsx stand-in, must apply here too); viteFinal then replaces what only fits the app
 * build: its service worker plugin, its root (engine/, where index.html lives), its public dir, its dev proxy to the API
 * server (stories answer from fixtures) and its output settings.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  stories: ['../stories/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No docs addon: component docgen would only slow the build down.
  typescript: { reactDocgen: false },
  // The app's static files (banner images the content fixtures name), at the paths the app serves them.
  staticDirs: ['../engine/public'],
  async viteFinal(config) {
    const { proxy: _proxy, ...server } = config.server ?? {};
    return {
      ...config,
      // The app's service worker and manifest (tools/pwa/pwaOptions.ts) describe the built app, not Storybook.
      plugins: (config.plugins ?? [])
        .flat()
        .filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name.startsWith('vite-plugin-pwa'))),
      root: repoRoot,
      publicDir: false,
      server: { ...server, fs: { ...server.fs, allow: [repoRoot] } },
      build: { ...config.build, chunkSizeWarningLimit: 1200 },
      // `storybook build --quiet` still lets Vite list every chunk; CI only needs warnings.
      logLevel: 'warn',
    };
  },
};

export default config;
