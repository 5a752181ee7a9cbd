import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { pathAliases } from './tools/build/pathAliases.ts';
import { embedFragments } from './tools/build/embedFragments.ts';

// The app is built from engine/ (index.html lives there) into dist/, which the server serves.
export default defineConfig({
  root: 'engine',
  publicDir: 'public',
  // Brotli and gzip copies of every text file are made once here, so the server answers them by
  // content negotiation (@fastify/static preCompressed) instead of compressing on each request.
  plugins: [embedFragments(__dirname), react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: {
    alias: [
      // Imports across top-level folders use the tsconfig.json path aliases (@core/..., @engine/...).
      ...pathAliases(path.resolve(import.meta.dirname)),
      // rjsf renders descriptions through markdown-to-jsx; our labels are i18n text, never markdown,
      // so a plain-text stand-in keeps ~30 KB gzip out of every form chunk.
      { find: 'markdown-to-jsx/react', replacement: path.resolve('engine/forms/plainMarkdown.tsx') },
    ],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    manifest: true,
  },
  server: {
    fs: { allow: ['..'] },
    proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } },
  },
});
