import { describe, expect, it } from 'vitest';
import { lintJsonText } from '@engine/studio/editor/lintJsonText';
import { vocabulary } from './realVocabulary';

const text = ['{', '  "id": "x",', '  "body": [', '    {"widget": "Txt", "props": {"text": "hi"}}', '  ]', '}'].join('\n');
const marked = (t: string, d: { from: number; to: number }) => t.slice(d.from, d.to);

describe('lintJsonText', () => {
  it('marks a syntax error at its exact place, and nothing else then', () => {
    const broken = '{"id": "x",, "body": []}';
    const found = lintJsonText(broken, { kind: 'screen', vocabulary, diagnostics: [] });
    expect(found).toEqual([
      { from: 11, to: 12, severity: 'error', source: 'JSON', message: 'Unexpected ",": expected a property name in double quotes' },
    ]);
  });

  it("marks the server's diagnostics at their pointers, the pointer leading the message", () => {
    const found = lintJsonText(text, {
      kind: 'screen',
      diagnostics: [{ pointer: '/body/0/props/text', message: 'must be short', severity: 'warning' }],
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', message: '/body/0/props/text: must be short' });
    expect(marked(text, found[0]!)).toBe('"hi"');
  });

  it('marks an object by its name or bracket, not its whole extent', () => {
    const found = lintJsonText(text, {
      kind: 'screen',
      diagnostics: [
        { pointer: '/body', message: 'a' },
        { pointer: '', message: 'b' },
        { pointer: '/body/0', message: 'c' },
      ],
    });
    expect(found.map((d) => [marked(text, d), d.severity])).toEqual([
      ['{', 'error'],
      ['"body"', 'error'],
      ['{', 'error'],
    ]);
  });

  it('says when a pointer is not in the text and marks the nearest enclosing value', () => {
    const [found] = lintJsonText(text, { kind: 'screen', diagnostics: [{ pointer: '/body/0/props/size', message: 'required' }] });
    expect(found!.message).toBe('/body/0/props/size: required (not found in the text: marked at the nearest enclosing value)');
    expect(marked(text, found!)).toBe('"props"');
  });

  it('adds vocabulary warnings when the text parses and a vocabulary is there', () => {
    const found = lintJsonText(text, { kind: 'screen', vocabulary });
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'warning',
        source: 'vocabulary',
        message: '/body/0/widget: unknown widget "Txt" (did you mean "Text"?)',
      }),
    ]);
    expect(marked(text, found[0]!)).toBe('"Txt"');
    expect(lintJsonText(text, { kind: 'screen' })).toEqual([]);
    expect(lintJsonText('{"routes": {}}', { kind: 'locale', vocabulary })).toEqual([]);
  });

  it('marks an unknown prop by its name', () => {
    const doc = '{"body": [{"widget": "Text", "props": {"text": "x", "colour": "red"}}]}';
    const [found] = lintJsonText(doc, { kind: 'screen', vocabulary });
    expect(marked(doc, found!)).toBe('"colour"');
  });
});
