import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJson, JSON_WIDTH } from '@core/json/formatJson';

// A line wider than the limit is allowed only where nothing could be broken: a scalar (long text),
// an empty container, or the opening line of a container spread over lines.
function breakable(line: string): boolean {
  const body = line.trim().replace(/,$/, '');
  if (body.endsWith('{') || body.endsWith('[')) return false;
  const valuePart = /^"(?:[^"\\]|\\.)*": /.exec(body) ? body.replace(/^"(?:[^"\\]|\\.)*": /, '') : body;
  const value = JSON.parse(valuePart) as unknown;
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

describe('formatJson', () => {
  it('puts short objects and arrays on one line and breaks the rest one member per line', () => {
    const screen = {
      id: 'x',
      title: { $t: 'routes.x' },
      body: [
        {
          widget: 'Text',
          props: { text: { $fmt: 'money', $bind: 'data.asset.available' }, variant: 'caption' },
          visibleWhen: { $bind: 'state.tab', eq: 'wallet' },
        },
      ],
      empty: { list: [], map: {} },
    };
    expect(formatJson(screen)).toBe(
      [
        '{',
        '  "id": "x",',
        '  "title": {"$t": "routes.x"},',
        '  "body": [',
        '    {',
        '      "widget": "Text",',
        '      "props": {"text": {"$fmt": "money", "$bind": "data.asset.available"}, "variant": "caption"},',
        '      "visibleWhen": {"$bind": "state.tab", "eq": "wallet"}',
        '    }',
        '  ],',
        '  "empty": {"list": [], "map": {}}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('counts the indentation, the key and the trailing comma in the width', () => {
    const value = { a: { b: 'x'.repeat(10) }, c: 1 };
    // {"b": "xxxxxxxxxx"} is 19 characters; at two spaces, after "a": and with a comma it takes 27.
    expect(formatJson(value, { width: 27 })).toBe('{\n  "a": {"b": "xxxxxxxxxx"},\n  "c": 1\n}\n');
    expect(formatJson(value, { width: 26 })).toBe('{\n  "a": {\n    "b": "xxxxxxxxxx"\n  },\n  "c": 1\n}\n');
  });

  it('writes scalars, empty containers and what JSON.stringify drops as JSON.stringify does', () => {
    expect(formatJson('a"b')).toBe('"a\\"b"\n');
    expect(formatJson([])).toBe('[]\n');
    expect(formatJson({ a: undefined, b: [undefined, Number.NaN], c: new Date(0) })).toBe(
      '{"b": [null, null], "c": "1970-01-01T00:00:00.000Z"}\n',
    );
    expect(formatJson(undefined)).toBe('null\n');
  });

  it('round-trips any JSON value, at any width', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 160 }), (value, width) => {
        expect(JSON.parse(formatJson(value, { width }))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('is JSON.stringify(value, null, 2) at width 0 (the layout locale files keep)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(formatJson(value, { width: 0 })).toBe(`${JSON.stringify(value, null, 2)}\n`);
      }),
    );
  });

  it('is stable: formatting its own output again changes nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = formatJson(value);
        expect(formatJson(JSON.parse(once))).toBe(once);
      }),
    );
  });

  it('keeps every line within the width unless nothing on it could be broken', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 10, max: JSON_WIDTH }), (value, width) => {
        for (const line of formatJson(value, { width }).split('\n')) {
          if (line.length > width) expect(breakable(line), line).toBe(false);
        }
      }),
    );
  });

  it('ends with exactly one newline and indents by two spaces', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 120 }), (value, width) => {
        const text = formatJson(value, { width });
        expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
        for (const line of text.split('\n')) expect((/^ */.exec(line)?.[0].length ?? 0) % 2).toBe(0);
      }),
    );
  });
});
