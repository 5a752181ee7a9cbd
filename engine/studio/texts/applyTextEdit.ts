import type { TextEdit } from './types';

function editsOf(value: unknown): TextEdit[] {
  return Array.isArray(value)
    ? value.filter((e): e is TextEdit => !!e && typeof (e as TextEdit).key === 'string' && typeof (e as TextEdit).locale === 'string')
    : [];
}

/**
 * The pending edits after one cell changed: the cell's edit replaced; dropped when the text is the
 * one the change holds (`original`; unknown keeps the edit, which a save finds unchanged).
 */
export function applyTextEdit(pending: unknown, edit: TextEdit, original: string | null | undefined): TextEdit[] {
  const others = editsOf(pending).filter((e) => !(e.key === edit.key && e.locale === edit.locale));
  return original !== undefined && edit.text === (original ?? '') ? others : [...others, edit];
}
