import { describe, expect, it } from 'vitest';
import { closestName } from '@core/validate/closestName';

describe('closestName', () => {
  it('finds the name at most two edits away, ignoring case', () => {
    expect(closestName('Buton', ['Text', 'Button', 'Card'])).toBe('Button');
    expect(closestName('celgroup', ['Cell', 'CellGroup'])).toBe('CellGroup');
    expect(closestName('Nothing', ['Text', 'Button'])).toBeNull();
    expect(closestName('x', [])).toBeNull();
  });
});
