import { describe, expect, it } from 'vitest';
import { statePath } from '@engine/forms/statePath';

describe('statePath', () => {
  it('takes a key as one segment', () => {
    expect(statePath('signupDraft')).toEqual(['signupDraft']);
  });

  it('takes a resolved path member by member, each as it is', () => {
    expect(statePath(['contentDraft', 'zh-Hant'])).toEqual(['contentDraft', 'zh-Hant']);
    expect(statePath(['rows', 3])).toEqual(['rows', '3']);
  });

  it('keeps the values in the form when no place resolves', () => {
    expect(statePath(undefined)).toBeUndefined();
    expect(statePath('')).toBeUndefined();
    expect(statePath(['contentDraft', undefined])).toBeUndefined();
    expect(statePath(['contentDraft', ''])).toBeUndefined();
    expect(statePath(['contentDraft', { $bind: 'item' }])).toBeUndefined();
    expect(statePath(['__proto__', 'x'])).toBeUndefined();
    expect(statePath([])).toBeUndefined();
  });
});
