import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';

// The app is built from engine/ (index.html lives there) into dist/, which the server serves.
export default defineConfig({
  root: 'engine',
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    // rjsf renders descriptions through markdown-to-jsx; our labels are i18n text, never markdown,
    // so a plain-text stand-in keeps ~30 KB gzip out of every form chunk.
    alias: { 'markdown-to-jsx/react': path.resolve('engine/forms/plainMarkdown.tsx') },
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
