import type { Migration } from '../types';

// DSL 5 adds what a file may say, not how it says what it already could: a node's `repeat`, the
// `$repeat` value, paths with bound segments (["state.contentDraft", {"$bind": "item"}]) and
// `app.locales`. Every DSL 4 file means the same in DSL 5, so nothing in it is rewritten; the
// version moves so that an app built for DSL 4, which would render a repeat as nothing and read a
// bound path as absent, ignores a published bundle that may use them (createBundleOverlay keeps
// only states of its own version) and an older server refuses to rewrite one (migrateDoc).
const same = <T>(doc: T): T => doc;

export const repeat: Migration = {
  to: 5,
  name: 'repeat',
  summary: 'repeat, $repeat, bound path segments and app.locales: DSL 4 files are unchanged but for dslVersion',
  migrate: { app: same, screen: same, form: same, prompt: same, fragment: same },
};
