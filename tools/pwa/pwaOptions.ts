import fs from 'node:fs';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { offlineChunks, shellFiles } from './shellFiles.ts';
import { THEME_COLOR } from '../../core/theme/themeColor.ts';

/** The service worker's Web Push handler, copied from engine/public/ to the top of the build. */
export const PUSH_HANDLER = 'push-handler.js';

/**
 * The web app manifest and the service worker (Workbox's generateSW through vite-plugin-pwa).
 * The worker precaches the shell only (shellFiles.ts: what index.html loads, and the offline
 * screen's chunk with the engine dictionaries it reads) and answers navigations with the cached
 * index.html; it has no runtime caching at all, so /api answers (member data) and /ws are never
 * stored by it. It waits for the member to accept an update (registerType 'prompt',
 * engine/pwa/registerServiceWorker.ts). Web Push is handled by engine/public/push-handler.js,
 * which the worker loads with importScripts (the browser keeps it with the worker's registration).
 */
export function pwaOptions(outDir: () => string): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    // The engine registers the worker itself, after the first screen (engine/pwa/).
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Meridian',
      short_name: 'Meridian',
      description: 'Trading and investing',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR.light,
      background_color: THEME_COLOR.light,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{html,js,css,png,ico,svg,woff2}'],
      manifestTransforms: [
        (entries) => {
          const shell = shellFiles(fs.readFileSync(path.join(outDir(), 'index.html'), 'utf8'));
          const viteManifest = JSON.parse(fs.readFileSync(path.join(outDir(), '.vite/manifest.json'), 'utf8')) as Record<
            string,
            { file: string }
          >;
          for (const file of offlineChunks(viteManifest)) shell.add(file);
          return { manifest: entries.filter((e) => shell.has(e.url)), warnings: [] };
        },
      ],
      navigateFallback: 'index.html',
      // Navigations the app does not render: API downloads (files, statements) and the socket.
      navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      importScripts: [PUSH_HANDLER],
    },
  };
}
