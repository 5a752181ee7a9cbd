import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { engineRooms, roomZones, serverRooms } from './tools/structure/rooms.js';

// The layers, bottom up: core (pure shared code) <- engine (browser) and server (Fastify) <- tools
// (CLIs and generators) <- stories and tests. An import may only point down; ARCHITECTURE.md,
// "Layout", gives the reasons. Each zone lists what its files may not import.
const mayNotImport = {
  core: ['engine', 'server', 'tools', 'stories', 'tests'],
  engine: ['server', 'tools', 'stories', 'tests'],
  server: ['engine', 'tools', 'stories', 'tests'],
  tools: ['engine', 'stories', 'tests'],
  stories: ['server', 'tools', 'tests'],
};
const zones = Object.entries(mayNotImport)
  .flatMap(([target, froms]) =>
    froms.map((from) => ({
      target: `./${target}`,
      from: `./${from}`,
      message: `${target}/ may not import ${from}/ (imports point down the layers: see docs/ARCHITECTURE.md, "Layout").`,
    })),
  )
  .concat(roomZones('server', serverRooms), roomZones('engine', engineRooms));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'data',
      'engine/generated',
      'core/generated',
      'server/generated',
      'coverage',
      'tests/unit/tools/fixtures/layers',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      // Type-only imports are erased and cannot form a runtime cycle; every other one is refused.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // core/ is pure: no UI, no server framework, no file system, network or process.
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|antd-mobile|fastify|@fastify/.*|pg|@electric-sql/.*|i18next|react-i18next|swr)(/.*)?$',
              message: 'core/ holds no React, Fastify or database code.',
            },
            {
              regex: '^(node:)?(fs|fs/promises|path|child_process|net|http|https|os|url|process)$',
              message: 'core/ does no I/O: read files in server/ or tools/ and pass the data in.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'core/ does no I/O.' },
        { name: 'fetch', message: 'core/ does no I/O.' },
      ],
    },
  },
);
