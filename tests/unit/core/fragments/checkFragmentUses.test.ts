import { describe, expect, it } from 'vitest';
import { checkFragmentUses } from '@core/fragments/checkFragmentUses';

const fragments = { header: { params: { text: { required: true }, query: {} }, node: {} } };

describe('checkFragmentUses', () => {
  it('reports unknown fragments, missing and unknown args with file and pointer', () => {
    const doc = { body: [{ $use: 'headr' }, { $use: 'header', args: { txt: 'a' } }, { $use: 'header', args: { text: 'a' } }] };
    expect(checkFragmentUses(doc, fragments, 'screens/pages/s.json')).toEqual([
      { file: 'screens/pages/s.json', pointer: '/body/0/$use', message: 'unknown fragment headr (fragments: header)' },
      { file: 'screens/pages/s.json', pointer: '/body/1', message: 'fragment header needs the arg "text"' },
      { file: 'screens/pages/s.json', pointer: '/body/1/args/txt', message: 'fragment header takes no arg "txt" (params: text, query)' },
    ]);
  });
});
