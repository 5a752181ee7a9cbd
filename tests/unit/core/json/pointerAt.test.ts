import { describe, expect, it } from 'vitest';
import { pointerAt } from '@core/json/pointerAt';

/** pointerAt at the `|` of a text. */
const at = (marked: string) => pointerAt(marked.replace('|', ''), marked.indexOf('|'));

describe('pointerAt', () => {
  it('is in a key inside a property name, with the object as pointer', () => {
    expect(at('{"a": 1, "wi|"}')).toMatchObject({
      where: 'key',
      pointer: '',
      parentPointer: '',
      keyPrefix: 'wi',
      inString: true,
      container: 'object',
    });
    expect(at('{"x": {"na|me": 1}}')).toMatchObject({ where: 'key', pointer: '/x', keyPrefix: 'na', inString: true });
    expect(at('{"x": {"name"|: 1}}')).toMatchObject({ where: 'key', pointer: '/x', keyPrefix: 'name', inString: false });
    expect(at('{"body": [{"wid|')).toMatchObject({
      where: 'key',
      pointer: '/body/0',
      keyPrefix: 'wid',
      inString: true,
      token: { closed: false },
    });
  });

  it('takes a bare word where a name belongs for a name being typed', () => {
    expect(at('{\n  wi|\n}')).toMatchObject({ where: 'key', pointer: '', keyPrefix: 'wi', inString: false, token: { kind: 'word' } });
  });

  it('is at a value inside or at the end of a value, with its own pointer', () => {
    expect(at('{"a": "fo|o"}')).toMatchObject({ where: 'value', pointer: '/a', parentPointer: '', valuePrefix: 'fo', inString: true });
    expect(at('{"a": tr|')).toMatchObject({ where: 'value', pointer: '/a', valuePrefix: 'tr', inString: false });
    expect(at('{"a": 12|}')).toMatchObject({ where: 'value', pointer: '/a', valuePrefix: '12' });
    expect(at('{"a": "x"|}')).toMatchObject({ where: 'value', pointer: '/a', valuePrefix: 'x', inString: false });
    expect(at('{"a": [1, {"b": ["x", "y|"]}]}')).toMatchObject({
      where: 'value',
      pointer: '/a/1/b/1',
      parentPointer: '/a/1/b',
      container: 'array',
    });
  });

  it('is at a value where one is expected after a colon', () => {
    expect(at('{"a": |}')).toMatchObject({ where: 'value', pointer: '/a', valuePrefix: '', inString: false });
    expect(at('{"a":|')).toMatchObject({ where: 'value', pointer: '/a' });
    expect(at('|')).toMatchObject({ where: 'value', pointer: '', parentPointer: '' });
  });

  it('is between members after "{", "[" or a comma, with the container as pointer', () => {
    expect(at('{|}')).toMatchObject({ where: 'between', pointer: '', container: 'object' });
    expect(at('{"a": 1, |}')).toMatchObject({ where: 'between', pointer: '' });
    expect(at('{"a": {"b": 1}, "c": [|]}')).toMatchObject({ where: 'between', pointer: '/c', parentPointer: '/c', container: 'array' });
    expect(at('{"a": [1, |')).toMatchObject({ where: 'between', pointer: '/a' });
    expect(at('{"a": 1 |}')).toMatchObject({ where: 'between', pointer: '' });
    expect(at('{"a": {"b": 1}|}')).toMatchObject({ where: 'between', pointer: '' });
    expect(at('{}|')).toMatchObject({ where: 'between', pointer: '' });
    expect(at('{}|').container).toBeUndefined();
  });

  it('escapes names in the pointer', () => {
    expect(at('{"a/b": {"c~d": |}}')).toMatchObject({ pointer: '/a~1b/c~0d', parentPointer: '/a~1b' });
    expect(at('{"q\\"k": "|"}')).toMatchObject({ pointer: '/q"k' });
  });

  it('recovers from what typing leaves behind', () => {
    // Missing comma between members and between items.
    expect(at('{"a": 1 "b": |}')).toMatchObject({ where: 'value', pointer: '/b' });
    expect(at('[1 2 |]')).toMatchObject({ where: 'between', pointer: '' });
    expect(at('[1 2 "x|"]')).toMatchObject({ where: 'value', pointer: '/2' });
    // Missing colon.
    expect(at('{"a" "x|"}')).toMatchObject({ where: 'value', pointer: '/a' });
    // An unterminated string ends at its line, so the lines after still count.
    expect(at('{"a": "oops\n, "b": {"c|')).toMatchObject({ where: 'key', pointer: '/b', keyPrefix: 'c' });
    // A stray closer is ignored.
    expect(at('{"a": ]]] {"b": |')).toMatchObject({ where: 'value', pointer: '/a/b' });
    expect(() => pointerAt('}}]]{{[[', 4)).not.toThrow();
  });

  it('reads a megabyte quickly', () => {
    const big = JSON.stringify(
      { list: Array.from({ length: 6000 }, (_, i) => ({ id: i, name: `item ${i}`, nested: { deep: { x: i } } })) },
      null,
      2,
    );
    const offset = big.lastIndexOf('"x"') + 2;
    const started = performance.now();
    expect(pointerAt(big, offset)).toMatchObject({ where: 'key', pointer: '/list/5999/nested/deep' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
