import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { pathAliases } from './tools/build/pathAliases.ts';
import { embedFragments } from './tools/build/embedFragments.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './tools/pwa/pwaOptions.ts';

// The build's real output folder (dist/, or --outDir when several builds live side by side): the
// service worker's precache list is read from what this build wrote, not from another one's dist/.
let outDir = path.resolve(__dirname, 'dist');

// The app is built from engine/ (index.html lives there) into dist/, which the server serves.
export default defineConfig({
  root: 'engine',
  publicDir: 'public',
  // Brotli and gzip copies of every text file are made once here, so the server answers them by
  // content negotiation (@fastify/static preCompressed) instead of compressing on each request.
  plugins: [
    embedFragments(__dirname),
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // The web app manifest and the service worker (tools/pwa/pwaOptions.ts).
    { name: 'meridian-out-dir', configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)) },
    VitePWA(pwaOptions(() => outDir)),
  ],
  resolve: {
    alias: [
      // Imports across top-level folders use the tsconfig.json path aliases (@core/..., @engine/...).
      ...pathAliases(path.resolve(import.meta.dirname)),
      // rjsf renders descriptions through markdown-to-jsx; our labels are i18n text, never markdown,
      // so a plain-text stand-in keeps ~30 KB gzip out of every form chunk.
      { find: 'markdown-to-jsx/react', replacement: path.resolve('engine/forms/plainMarkdown.tsx') },
      // antd-mobile's ReactDOM.render default for Toast and Dialog, replaced at start by
      // engine/feedback/installAntdRender.ts: a stand-in keeps its CommonJS build out of the app.
      { find: /^rc-util\/lib\/React\/render$/, replacement: path.resolve('engine/feedback/antdLegacyRender.ts') },
      // The same library's ES module build, which tree-shakes, for the CommonJS one antd-mobile names.
      { find: /^rc-util\/lib\/warning$/, replacement: 'rc-util/es/warning' },
    ],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    manifest: true,
    rolldownOptions: {
      // Everything the entry imports statically in one chunk, as Rollup laid it out: rolldown split
      // modules the lazy chunks share with the entry into eight small chunks (getPath, fixedPoint,
      // jsx-runtime, ...), each its own request on the first visit and 2.1 KB gzip more in all.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  server: {
    fs: { allow: ['..'] },
    proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } },
  },
});
