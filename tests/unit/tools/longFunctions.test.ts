import { describe, expect, it } from 'vitest';
import { functionSpans, longFunctions } from '../../../tools/structure/longFunctions';

/** A function of `lines` lines in all: its header, lines - 2 statements, its closing brace. */
function fn(header: string, lines: number): string {
  return [`${header} {`, ...Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`), '}'].join('\n');
}

describe('longFunctions', () => {
  it('counts a 60-line function and leaves a 59-line one out', () => {
    const text = [fn('export function long()', 60), fn('function short()', 59)].join('\n\n');
    const long = longFunctions(functionSpans('probe.ts', text));
    expect(long).toEqual([{ file: 'probe.ts', name: 'long', line: 1, lines: 60 }]);
  });

  it('names arrow functions by their variable and counts a long callback inside a component on its own', () => {
    const effect = fn('  useEffect(() =>', 62).replace(/}$/, '});');
    const text = `export const Panel = () => {\n${effect}\n  return null;\n};\n`;
    const long = longFunctions(functionSpans('probe.tsx', text));
    expect(long.map((f) => [f.name, f.lines])).toEqual([
      ['Panel', 65],
      ['useEffect(callback)', 62],
    ]);
  });
});
