import { describe, expect, it } from 'vitest';
import { minimalChange } from '@engine/studio/editor/minimalChange';

const apply = (before: string, c: { from: number; to: number; insert: string }) => before.slice(0, c.from) + c.insert + before.slice(c.to);

describe('minimalChange', () => {
  it('replaces only the part that differs', () => {
    const before = '{"color": "primary", "text": "Go"}';
    const after = '{"color": "danger", "text": "Go"}';
    const change = minimalChange(before, after)!;
    expect(change).toEqual({ from: 11, to: 18, insert: 'danger' });
    expect(apply(before, change)).toBe(after);
  });

  it('is null for equal texts', () => {
    expect(minimalChange('{}', '{}')).toBeNull();
  });

  it('handles insertions, deletions and repeated characters at the seam', () => {
    const cases: [string, string][] = [
      ['{"a": 1}', '{"a": 1, "b": 2}'],
      ['{"a": 1, "b": 2}', '{"a": 1}'],
      ['aaaa', 'aa'],
      ['aa', 'aaaa'],
      ['', 'x'],
      ['x', ''],
      ['abcabc', 'abc'],
    ];
    for (const [before, after] of cases) {
      const change = minimalChange(before, after)!;
      expect(apply(before, change), `${before} -> ${after}`).toBe(after);
      expect(change.to - change.from + change.insert.length).toBe(Math.abs(before.length - after.length));
    }
  });
});
