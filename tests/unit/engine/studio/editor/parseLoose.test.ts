import { describe, expect, it } from 'vitest';
import { parseLoose } from '@engine/studio/editor/parseLoose';

describe('parseLoose', () => {
  it('reads valid JSON as JSON.parse does', () => {
    const text = '{"a": [1, -2.5e1, "x\\n", true, false, null, {}], "b": {"c": "\\u00e9"}}';
    expect(JSON.stringify(parseLoose(text))).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('reads what a person is still typing', () => {
    expect(JSON.stringify(parseLoose('{"widget": "Button", "props": {"te'))).toBe('{"widget":"Button","props":{}}');
    expect(JSON.stringify(parseLoose('{"a": 1 "b": tru, "c": [1 2'))).toBe('{"a":1,"b":"tru","c":[1,2]}');
    expect(JSON.stringify(parseLoose('{"a" "x", "b", "c": }'))).toBe('{"a":"x"}');
    expect(parseLoose('')).toBeUndefined();
  });

  it('keeps "__proto__" an ordinary member', () => {
    const value = parseLoose('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
