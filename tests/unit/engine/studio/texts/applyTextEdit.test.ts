import { describe, expect, it } from 'vitest';
import { applyTextEdit } from '@engine/studio/texts/applyTextEdit';

describe('applyTextEdit', () => {
  const pending = [
    { key: 'a', locale: 'en', text: 'A1' },
    { key: 'b', locale: 'en', text: 'B1' },
  ];

  it('replaces the cell’s edit and keeps the others', () => {
    expect(applyTextEdit(pending, { key: 'a', locale: 'en', text: 'A2' }, 'A')).toEqual([
      { key: 'b', locale: 'en', text: 'B1' },
      { key: 'a', locale: 'en', text: 'A2' },
    ]);
  });

  it('drops an edit back to what the change holds (missing counts as empty)', () => {
    expect(applyTextEdit(pending, { key: 'a', locale: 'en', text: 'A' }, 'A')).toEqual([{ key: 'b', locale: 'en', text: 'B1' }]);
    expect(applyTextEdit([], { key: 'c', locale: 'jp', text: '' }, null)).toEqual([]);
  });

  it('keeps an edit when what the change holds is unknown, and ignores what is not an edit', () => {
    expect(applyTextEdit('nonsense', { key: 'a', locale: 'en', text: 'A' }, undefined)).toEqual([{ key: 'a', locale: 'en', text: 'A' }]);
  });
});
