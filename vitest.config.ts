import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './tools/build/pathAliases.ts';

// Six projects: engine units in jsdom (a few isolated), core and tool units and server suites in node (the server suites run
// once per database), and browser journeys (e2e + storybook) in Debian's Chromium, one file at a time.
// `npm test` (tools/test/run.ts) runs the browser project beside the other four. Time limits are
// safety nets for a hung test, not speed checks (speed is `npm run bench`): they leave room for two
// cores shared by both lanes.
// Engine files that keep vitest's isolation (the others share one module graph per worker): those
// that replace a module with vi.mock (a mock only holds in a graph of its own), and those about a
// cold start (the real app's boot, i18next's first load), which a warm graph would not test.
const engineIsolated = [
  'tests/unit/engine/widgets/netValueChart.test.tsx',
  'tests/unit/engine/widgets/trading.test.tsx',
  'tests/unit/engine/app/boot.test.tsx',
  'tests/unit/engine/i18n/createI18n.test.ts',
  // Order-dependent in a shared graph (a CI run failed them after other files): isolated until the
  // leak is found (SchemaForm's area-picker round trip, the JSON editor's cursor inspector).
  'tests/unit/engine/forms/SchemaForm.test.tsx',
  'tests/unit/engine/studio/editor/JsonEditorInspector.test.tsx',
  'tests/unit/engine/screens/content.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  // The tsconfig.json path aliases (@core/..., @server/...), as in vite.config.ts.
  resolve: { alias: pathAliases(import.meta.dirname) },
  test: {
    // Cheap argon2id parameters for the thousands of passwords the suites hash (server/security/passwords.ts).
    env: { PASSWORD_HASH: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['tests/unit/engine/**/*.test.{ts,tsx}'],
          exclude: engineIsolated,
          environment: 'jsdom',
          setupFiles: ['tests/unit/engine/setup.ts'],
          testTimeout: 30_000,
          // One jsdom and one module graph per worker, not per file: building them was 105 s of the
          // project's 214 s alone. setup.ts resets what a file leaves behind (DOM, storage, mocks,
          // the app's live-quotes socket).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'engine-isolated',
          include: engineIsolated,
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
          // One module graph per worker, not per file: the server's graph (Fastify and its plugins,
          // PGlite's WebAssembly, the catalogue's compiled validators) was imported again by each of
          // the 101 files. 24 files: 236 -> 163 s wall, 379 -> 248 s CPU. Every suite starts its own
          // servers and databases, and none replaces a module (no vi.mock here).
          isolate: false,
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
          // One module graph for the run, not per file: each journey file imported the server's graph
          // again (about 7 s of transform and import each). Every file starts its own server, database
          // and browser, and none replaces a module.
          isolate: false,
        },
      },
    ],
  },
});
