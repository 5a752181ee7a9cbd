import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './tools/build/pathAliases.ts';

// Five projects: engine units in jsdom, core and tool units and server suites in node (the server suites run
// once per database), and browser journeys (e2e + storybook) in Debian's Chromium, one file at a time.
// `npm test` (tools/test/run.ts) runs the browser project beside the other four. Time limits are
// safety nets for a hung test, not speed checks (speed is `npm run bench`): they leave room for two
// cores shared by both lanes.
export default defineConfig({
  plugins: [react()],
  // The tsconfig.json path aliases (@core/..., @server/...), as in vite.config.ts.
  resolve: { alias: pathAliases(import.meta.dirname) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['tests/unit/engine/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/engine/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: 'core', include: ['tests/unit/core/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: 'tools', include: ['tests/unit/tools/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts', 'tests/storybook/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
