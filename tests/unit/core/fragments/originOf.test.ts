import { describe, expect, it } from 'vitest';
import { originOf } from '@core/fragments/originOf';

describe('originOf', () => {
  const origins = [
    { at: '/body/1', from: { file: 'frag/a', pointer: '/node' } },
    { at: '/body/1/children/0', from: { file: 'page', pointer: '/body/1/args/x' } },
    { at: '/body/1', from: { file: 'frag/b', pointer: '/node' } },
  ];
  it('takes the nearest enclosing entry, the later one on a tie', () => {
    expect(originOf(origins, '/body/1/children/0/props', 'page')).toEqual({ file: 'page', pointer: '/body/1/args/x/props' });
    expect(originOf(origins, '/body/1/props', 'page')).toEqual({ file: 'frag/b', pointer: '/node/props' });
  });
  it('matches whole segments only, and falls back to the document itself', () => {
    expect(originOf(origins, '/body/10', 'page')).toEqual({ file: 'page', pointer: '/body/10' });
    expect(originOf([], '', 'page')).toEqual({ file: 'page', pointer: '' });
  });
});
