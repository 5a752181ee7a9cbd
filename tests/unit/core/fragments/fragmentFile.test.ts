import { describe, expect, it } from 'vitest';
import { fragmentFile } from '@core/fragments/fragmentFile';

describe('fragmentFile', () => {
  it('names the file under screens/fragments', () => {
    expect(fragmentFile('staffHeader')).toBe('screens/fragments/staffHeader.json');
  });
});
