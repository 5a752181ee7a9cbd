import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, repoRoot, roomGraph, roomOf } from '@tools/structure/importGraph';
import { engineRooms, roomZones, serverOutsideRooms, serverRooms } from '@tools/structure/rooms.js';

// The rooms of server/ and engine/ (tools/structure/rooms.js): placed, acyclic, and enforced by
// lint zones that fire (a rule that never fires would let the rooms rot while lint stays green).
const graph = importGraph();
const eslint = new ESLint({ cwd: repoRoot, ignore: false });

async function messages(file: string, code: string): Promise<string> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`).join('\n');
}

describe('rooms', () => {
  for (const [top, rooms, outside] of [
    ['server', serverRooms, serverOutsideRooms],
    ['engine', engineRooms, []],
  ] as const) {
    it(`every folder and root file of ${top}/ is in exactly one room`, () => {
      const listed = [...rooms.flatMap((r) => r.members), ...outside];
      expect(new Set(listed).size).toBe(listed.length);
      const present = new Set(graph.files.map((f) => roomOf(repoRoot, top, f)).filter((r): r is string => r !== undefined));
      expect([...present].filter((entry) => !listed.includes(entry))).toEqual([]);
    });

    it(`${top}/'s rooms form no cycle, counting type-only imports`, () => {
      expect(cycles(roomGraph(graph.runtime, repoRoot, top, [...outside]))).toEqual([]);
      expect(cycles(roomGraph(graph.all, repoRoot, top, [...outside]))).toEqual([]);
    });
  }

  it('finds a cycle between rooms, and none where imports point one way', () => {
    const root = '/r';
    const files = (edges: [string, string][]) => new Map(edges.map(([a, b]) => [`${root}/server/${a}`, new Set([`${root}/server/${b}`])]));
    const knot = roomGraph(
      files([
        ['member/handlers.ts', 'team/stars.ts'],
        ['team/views.ts', 'member/addresses.ts'],
      ]),
      root,
      'server',
    );
    expect(cycles(knot)).toEqual([['member', 'team']]);
    const straight = roomGraph(
      files([
        ['member/handlers.ts', 'identity/members.ts'],
        ['team/views.ts', 'identity/addresses.ts'],
      ]),
      root,
      'server',
    );
    expect(cycles(straight)).toEqual([]);
    // The container's type is imported by every room: it is left out of the graph.
    const container = roomGraph(
      files([
        ['ledger/a.ts', 'services.ts'],
        ['services.ts', 'ledger/a.ts'],
      ]),
      root,
      'server',
      ['services.ts'],
    );
    expect(cycles(container)).toEqual([]);
  });

  it('makes a zone for every room against every room above it, none against those below', () => {
    const zones = roomZones('server', [
      { name: 'low', members: ['db'] },
      { name: 'high', members: ['ops', 'studio'] },
    ]);
    expect(zones.map((z) => `${z.target} !< ${z.from}`)).toEqual(['./server/db !< ./server/ops', './server/db !< ./server/studio']);
  });

  it('lint refuses a server room importing a room above it, and lets it import one below', async () => {
    expect(
      await messages('server/ledger/probe.ts', `import { staffHandlers } from '../ops/staff-handlers';\nexport const x = staffHandlers;\n`),
    ).toContain('server/ledger (ledger) may not import server/ops (operations)');
    expect(
      await messages('server/identity/probe.ts', `import { members } from '../chat/handlers';\nexport const x = members;\n`),
    ).toContain('rooms import downwards');
    expect(await messages('server/ops/probe.ts', `import { AppError } from '../errors';\nexport const x = AppError;\n`)).not.toContain(
      'rooms import downwards',
    );
  });

  it('lint refuses an engine room importing a room above it', async () => {
    expect(await messages('engine/screen/probe.ts', `import { boot } from '../app/boot';\nexport const x = boot;\n`)).toContain(
      'engine/screen (screen) may not import engine/app (app)',
    );
    expect(await messages('engine/context/probe.ts', `import { List } from '../widgets/List';\nexport const x = List;\n`)).toContain(
      'rooms import downwards',
    );
    expect(
      await messages('engine/widgets/probe.ts', `import { useEngine } from '../context/EngineContext';\nexport const x = useEngine;\n`),
    ).not.toContain('rooms import downwards');
  });
});
