import type { EditorKind, EditorVocabulary } from './types';

/** The schema file a kind of bundle file is written against; locale files have none. */
export function rootSchemaFile(vocabulary: EditorVocabulary, kind: EditorKind): string | null {
  return kind === 'locale' ? null : vocabulary.roots[kind];
}
