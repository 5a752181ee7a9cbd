import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonTree } from '@core/json/parseJsonTree';

const errorOf = (text: string) => parseJsonTree(text).error;

describe('parseJsonTree', () => {
  it('reads valid JSON with the range of every value', () => {
    const tree = parseJsonTree(' {"a": [1, "x"], "b": {}} ');
    expect(tree.error).toBeNull();
    expect(tree.root).toMatchObject({ kind: 'object', from: 1, to: 25, closed: true });
    expect(tree.root?.kind === 'object' && tree.root.members.map((m) => [m.key, m.keyFrom, m.value?.kind])).toEqual([
      ['a', 2, 'array'],
      ['b', 17, 'object'],
    ]);
  });

  it('reports the first syntax error at its exact place', () => {
    expect(errorOf('{"a": 1,}')).toEqual({ from: 7, to: 8, message: 'Trailing comma before "}"' });
    expect(errorOf('[1,]')).toMatchObject({ from: 2, to: 3, message: 'Trailing comma before "]"' });
    expect(errorOf('{"a" 1}')).toMatchObject({ from: 5, to: 6, message: expect.stringContaining('expected ":"') });
    expect(errorOf('[1 2]')).toMatchObject({ from: 3, to: 4, message: expect.stringContaining('is a comma missing?') });
    expect(errorOf('{a: 1}')).toMatchObject({ from: 1, to: 2, message: expect.stringContaining('double quotes') });
    expect(errorOf('{"a": tru}')).toMatchObject({ from: 6, to: 9, message: expect.stringContaining('Invalid value "tru"') });
    expect(errorOf('{"a": "x\n}')).toMatchObject({ from: 6, to: 8, message: expect.stringContaining('Unterminated string') });
    expect(errorOf('"\\x"')).toMatchObject({ from: 1, to: 3, message: 'Bad escape \\x in a string' });
    expect(errorOf('"\\u12g4"')).toMatchObject({ from: 1, message: expect.stringContaining('four hex digits') });
    expect(errorOf('"a\tb"')).toMatchObject({ from: 2, message: expect.stringContaining('Control character') });
    expect(errorOf('{"a": 1} x')).toMatchObject({ from: 9, to: 10, message: 'Unexpected text after the end of the JSON value' });
    expect(errorOf('{"a": [1')).toMatchObject({ from: 8, to: 8, message: 'Unexpected end of text: expected "," or "]"' });
    expect(errorOf('   ')).toMatchObject({ from: 3, message: 'Empty document: expected a JSON value' });
    expect(errorOf('{"a": }')).toMatchObject({ from: 6, message: 'Unexpected "}": expected a value' });
    expect(errorOf('01')).toMatchObject({ from: 0, to: 2 });
  });

  it('keeps what it read before an error, open containers ending there', () => {
    const tree = parseJsonTree('{"a": {"b": 1, "c": ]');
    expect(tree.error?.from).toBe(20);
    expect(tree.root).toMatchObject({ kind: 'object', from: 0, to: 20, closed: false });
  });

  it('accepts exactly what JSON.parse accepts', () => {
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ':',
      ',',
      '"',
      '"a"',
      '"\\n"',
      '"\\q"',
      '1',
      '-0.5e3',
      '01',
      'true',
      'nul',
      ' ',
      '\n',
      '\\',
      'x',
      '\u0001',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const text = pieces.join('');
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(errorOf(text) === null).toBe(valid);
      }),
      { numRuns: 3000 },
    );
  });
});
