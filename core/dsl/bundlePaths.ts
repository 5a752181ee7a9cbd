import type { DocKind } from './types';

// The folder layout of a bundle: what each file is, from its path. The studio stores and exports
// files under exactly these paths, so anything else (a path with .., another folder) is refused.

// Fixture tests (screens/tests) are bundle files but not DSL: they carry no dslVersion and never migrate.
export type FileKind = DocKind | 'locale' | 'test';

export interface BundlePath {
  kind: FileKind;
  /** Screen, form, prompt, fragment or fixture test id; locale code for locale files; 'app' for the manifest. */
  id: string;
  /** Locale area file (screens, engine, staff) for locale files. */
  area?: string;
}

export const LOCALE_AREAS = [
  'engine',
  'screens',
  'staff',
  'invest',
  'trading',
  'team',
  'service',
  'legal',
  'content',
  'statements',
] as const;

const ID = '[A-Za-z][A-Za-z0-9_-]*';
const PATTERNS: [RegExp, (m: RegExpExecArray) => BundlePath][] = [
  [/^screens\/app\.json$/, () => ({ kind: 'app', id: 'app' })],
  [new RegExp(`^screens/pages/(${ID})\\.json$`), (m) => ({ kind: 'screen', id: m[1]! })],
  [new RegExp(`^screens/forms/(${ID})\\.json$`), (m) => ({ kind: 'form', id: m[1]! })],
  [new RegExp(`^screens/prompts/(${ID})\\.json$`), (m) => ({ kind: 'prompt', id: m[1]! })],
  [new RegExp(`^screens/fragments/(${ID})\\.json$`), (m) => ({ kind: 'fragment', id: m[1]! })],
  [new RegExp(`^screens/tests/(${ID})\\.json$`), (m) => ({ kind: 'test', id: m[1]! })],
  [
    new RegExp(`^locales/([A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?)/(${LOCALE_AREAS.join('|')})\\.json$`),
    (m) => ({ kind: 'locale', id: m[1]!, area: m[2]! }),
  ],
];

/** What a bundle path holds, or undefined when the path is not one a bundle may have. */
export function parseBundlePath(path: string): BundlePath | undefined {
  for (const [re, make] of PATTERNS) {
    const m = re.exec(path);
    if (m) return make(m);
  }
  return undefined;
}
