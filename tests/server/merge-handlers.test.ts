import { describe, expect, it } from 'vitest';
import { mergeHandlers } from '@server/http/merge-handlers';
import { handlerSources, handlers } from '@server/handlers';
import type { HandlerMap } from '@server/services';

const info: HandlerMap = { 'member/info': () => Promise.reject(new Error('not called')) };
const conf: HandlerMap = { 'common/conf': () => Promise.reject(new Error('not called')) };

describe("merging the domains' handler maps", () => {
  it('refuses an id answered twice, naming the id and both files', () => {
    expect(() =>
      mergeHandlers([
        { file: 'server/a.ts', map: info },
        { file: 'server/b.ts', map: conf },
        { file: 'server/c.ts', map: info },
      ]),
    ).toThrow('Two handlers for member/info: server/a.ts and server/c.ts');
  });

  it('keeps every handler of maps that do not overlap', () => {
    const merged = mergeHandlers([
      { file: 'server/a.ts', map: info },
      { file: 'server/b.ts', map: conf },
    ]);
    expect(Object.keys(merged).sort()).toEqual(['common/conf', 'member/info']);
    expect(merged['member/info']).toBe(info['member/info']);
  });

  it('names, for every domain map, the file that exports it (the endpoint index links there)', async () => {
    for (const { file, map } of handlerSources) {
      const module = (await import(`../../${file}`)) as Record<string, unknown>;
      expect(Object.values(module), file).toContain(map);
    }
    expect(Object.keys(handlers).length).toBe(handlerSources.reduce((n, s) => n + Object.keys(s.map).length, 0));
  });
});
