import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js, exercised on code that breaks them: a rule that never fires
// would let the layout rot silently while `npm run lint` stays green.
const repo = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repo, ignore: false });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('layer boundaries', () => {
  it('refuses core/ importing the engine, the server or a tool', async () => {
    for (const from of ['../../engine/runtime/evalCondition', '@server/clock', '../../tools/gen/sort']) {
      const messages = await ruleIds('core/json/probe.ts', `import * as m from '${from}';\nexport const x = m;\n`);
      expect(messages.join('\n')).toContain('import-x/no-restricted-paths: ');
    }
  });

  it('refuses I/O and frameworks in core/', async () => {
    const messages = await ruleIds(
      'core/json/probe.ts',
      `import fs from 'node:fs';\nimport React from 'react';\nexport const x = [fs, React];\n`,
    );
    expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toHaveLength(2);
  });

  it('refuses the server importing the engine or tools, and the engine importing the server', async () => {
    expect(
      (
        await ruleIds(
          'server/probe.ts',
          `import { evalCondition } from '../engine/runtime/evalCondition';\nexport const x = evalCondition;\n`,
        )
      ).join(),
    ).toContain('server/ may not import engine/');
    expect(
      (await ruleIds('server/probe.ts', `import { byCodeUnit } from '@tools/gen/sort';\nexport const x = byCodeUnit;\n`)).join(),
    ).toContain('server/ may not import tools/');
    expect(
      (await ruleIds('engine/probe.ts', `import { systemClock } from '@server/clock';\nexport const x = systemClock;\n`)).join(),
    ).toContain('engine/ may not import server/');
  });

  it('allows the server and the engine to import core/', async () => {
    expect(
      await ruleIds('server/probe.ts', `import { splitPointer } from '@core/json/splitPointer';\nexport const x = splitPointer;\n`),
    ).toEqual([]);
    expect(
      await ruleIds('engine/probe.ts', `import { splitPointer } from '../core/json/splitPointer';\nexport const x = splitPointer;\n`),
    ).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(repo, 'tests/unit/tools/fixtures/layers/cycle/left.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
