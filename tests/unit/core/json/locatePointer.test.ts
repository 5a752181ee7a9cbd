import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapePointerSegment } from '@core/json/escapePointerSegment';
import { locateKey } from '@core/json/locateKey';
import { locatePointer } from '@core/json/locatePointer';

const slice = (text: string, pointer: string): string => {
  const at = locatePointer(text, pointer);
  return text.slice(at.from, at.to);
};

function pointersOf(value: unknown, at = ''): string[] {
  const out = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pointersOf(v, `${at}/${i}`)));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) out.push(...pointersOf(v, `${at}/${escapePointerSegment(k)}`));
  }
  return out;
}

describe('locatePointer', () => {
  const text = ['{', '  "a": {"b~c": [1, {"x/y": "z"}]},', '  "q\\"k": true,', '  "ünï\\u00e7ødé": null', '}'].join('\n');

  it('gives the whole document for the empty pointer', () => {
    expect(locatePointer(text, '')).toEqual({ from: 0, to: text.length, line: 1, column: 1, exact: true });
  });

  it('follows nested objects and arrays to the value', () => {
    expect(slice(text, '/a')).toBe('{"b~c": [1, {"x/y": "z"}]}');
    expect(slice(text, '/a/b~0c/0')).toBe('1');
    expect(slice(text, '/a/b~0c/1/x~1y')).toBe('"z"');
  });

  it('unescapes ~1 before ~0', () => {
    expect(slice('{"~1": 1, "/": 2}', '/~01')).toBe('1');
    expect(slice('{"~1": 1, "/": 2}', '/~1')).toBe('2');
  });

  it('matches names written with escapes and unicode by their value', () => {
    expect(slice(text, '/q"k')).toBe('true');
    expect(slice(text, '/ünïçødé')).toBe('null');
    expect(slice('{"\\ud83d\\ude00": 1}', '/😀')).toBe('1');
  });

  it('gives 1-based line and column of the value', () => {
    expect(locatePointer(text, '/a/b~0c/1/x~1y')).toMatchObject({ line: 2, column: 28, exact: true });
    expect(locatePointer(text, '/ünïçødé')).toMatchObject({ line: 4, column: 19 });
    expect(locatePointer('{\r\n"a":\r\n  7}', '/a')).toMatchObject({ line: 3, column: 3 });
    expect(locatePointer('{\r"a": 7}', '/a')).toMatchObject({ line: 2, column: 6 });
  });

  it('falls back to the deepest existing ancestor, not exact', () => {
    expect(locatePointer(text, '/a/missing')).toMatchObject({ exact: false, line: 2, column: 8 });
    expect(slice(text, '/a/missing/deeper')).toBe('{"b~c": [1, {"x/y": "z"}]}');
    expect(slice(text, '/a/b~0c/2')).toBe('[1, {"x/y": "z"}]');
    expect(slice(text, '/a/b~0c/01')).toBe('[1, {"x/y": "z"}]');
    expect(slice(text, '/a/b~0c/-')).toBe('[1, {"x/y": "z"}]');
    expect(locatePointer(text, '/a/b~0c/0/x')).toMatchObject({ exact: false });
  });

  it('treats a string that is not a pointer as the document, not exact', () => {
    expect(locatePointer(text, 'a/b')).toMatchObject({ from: 0, exact: false });
  });

  it('takes the last of duplicate names, as JSON.parse does', () => {
    expect(slice('{"a": 1, "a": 2}', '/a')).toBe('2');
  });

  it('does its best on invalid JSON and never throws', () => {
    const broken = '{"a": {"b": 1, "c": [1, 2,}, "d": 3}';
    expect(locatePointer(broken, '/a/b')).toMatchObject({ exact: true });
    expect(slice(broken, '/a/b')).toBe('1');
    expect(locatePointer(broken, '/a/c/1')).toMatchObject({ exact: true });
    expect(locatePointer(broken, '/d')).toMatchObject({ exact: false, from: 0 });
    expect(locatePointer('{"a": {"b": ', '/a/b')).toMatchObject({ exact: false, from: 6 });
    expect(locatePointer('', '/a')).toEqual({ from: 0, to: 0, line: 1, column: 1, exact: false });
    expect(locatePointer('  \n  }', '')).toMatchObject({ from: 5, exact: false, line: 2, column: 3 });
    for (const junk of ['{', '[', '"', '{"a', '{"a":', 'nul', '}{', '\\u', '{"a": "\\u12"}']) {
      expect(() => locatePointer(junk, '/a/0')).not.toThrow();
    }
  });

  it('finds every value of any JSON document, however it is printed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 0, 1, 2, '\t', ' \r\n '), (value, indent) => {
        const printed = JSON.stringify(value, null, indent as never);
        for (const pointer of pointersOf(JSON.parse(printed))) {
          const at = locatePointer(printed, pointer);
          expect(at.exact).toBe(true);
          const expected = pointer
            .split('/')
            .slice(1)
            .reduce<unknown>((v, s) => (v as Record<string, unknown>)[s.replace(/~1/g, '/').replace(/~0/g, '~')], JSON.parse(printed));
          expect(JSON.stringify(JSON.parse(printed.slice(at.from, at.to)))).toBe(JSON.stringify(expected));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('is linear: a megabyte and deep nesting are quick', () => {
    const big = JSON.stringify(
      { list: Array.from({ length: 6000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], nested: { deep: { x: i } } })) },
      null,
      2,
    );
    expect(big.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const at = locatePointer(big, '/list/5999/nested/deep/x');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(big.slice(at.from, at.to)).toBe('5999');
    const deep = `${'['.repeat(50_000)}7${']'.repeat(50_000)}`;
    expect(slice(deep, `/${'0/'.repeat(49_999)}0`)).toBe('7');
  });
});

describe('locateKey', () => {
  const text = '{\n  "widget": "Text",\n  "props": {"colour": "red"}\n}';

  it('gives the quoted name of an object member', () => {
    const at = locateKey(text, '/props/colour');
    expect(text.slice(at.from, at.to)).toBe('"colour"');
    expect(at).toMatchObject({ line: 3, column: 13, exact: true });
  });

  it('gives the value for array items and the root, which have no name', () => {
    expect(locateKey('[1, 22]', '/1')).toMatchObject({ from: 4, to: 6, exact: true });
    expect(locateKey(text, '')).toMatchObject({ from: 0, to: text.length });
  });

  it('falls back to the name of the deepest existing member', () => {
    const at = locateKey(text, '/props/size');
    expect(text.slice(at.from, at.to)).toBe('"props"');
    expect(at.exact).toBe(false);
  });
});
