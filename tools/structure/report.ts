/**
 * Structure report: the figures issues 13 and 24 asked to track as the code grows.
 * Lines of screens/, the largest files and pages (a page should stay under 150 lines), import
 * edges between top-level folders, import cycles among source files, the rooms of server/ and
 * engine/ (the lint zones, tools/structure/rooms.js) with the cycles between them, and casts in
 * tests, and functions of 60 lines or more (tools/structure/longFunctions.ts). Exits 1 when rooms form a cycle or an entry of server/ or engine/ is in no room.
 * Run: npm run structure  (add --json for machine-readable output)
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cycles, importGraph, repoRoot as root, roomGraph, walk } from './importGraph';
import { engineRooms, serverOutsideRooms, serverRooms } from './rooms.js';
import { LONG_FUNCTION_LINES, repositoryLongFunctions } from './longFunctions';

const lineCount = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l, i, a) => i < a.length - 1 || l !== '').length;

/** A page (screens/pages) should stay under this many lines (issue 24). */
const PAGE_LINES = 150;

function screensFigures() {
  const files = walk(join(root, 'screens'), (f) => f.endsWith('.json'));
  const sized = files.map((f) => ({ file: relative(root, f), lines: lineCount(f) })).sort((a, b) => b.lines - a.lines);
  const pages = sized.filter((f) => f.file.startsWith('screens/pages/'));
  return {
    files: files.length,
    lines: sized.reduce((s, f) => s + f.lines, 0),
    largest: sized.slice(0, 5),
    pages: pages.length,
    largestPage: pages[0],
    pagesOver: pages.filter((p) => p.lines >= PAGE_LINES).length,
  };
}

interface Room {
  name: string;
  members: string[];
}

/** Rooms of server/ or engine/: cycles between them (run-time imports, and with type-only ones) and entries in no room. */
function roomFigures(top: string, rooms: Room[], outside: string[] = []) {
  const known = new Set([...rooms.flatMap((r) => r.members), ...outside]);
  const present = new Set(
    graph.files
      .map((f) => relative(join(root, top), f).split('/'))
      .filter((p) => p[0] !== '..')
      .map((p) => p[0]!),
  );
  return {
    rooms: rooms.map((r) => `${r.name}: ${r.members.join(' ')}`),
    cycles: cycles(roomGraph(graph.runtime, root, top, outside)),
    cyclesWithTypes: cycles(roomGraph(graph.all, root, top, outside)),
    unplaced: [...present].filter((entry) => !known.has(entry)).sort(),
  };
}

function testCasts() {
  const files = walk(join(root, 'tests'), (f) => /\.(ts|tsx)$/.test(f));
  let count = 0;
  for (const f of files) count += (readFileSync(f, 'utf8').match(/\bas\s+(?!const\b)[A-Za-z{[(]/g) ?? []).length;
  return count;
}

const graph = importGraph();
const long = repositoryLongFunctions(root);
const report = {
  screens: screensFigures(),
  importEdges: Object.fromEntries([...graph.folderEdges.entries()].sort()),
  cycles: cycles(graph.runtime, (f) => relative(root, f)),
  cyclesWithTypes: cycles(graph.all, (f) => relative(root, f)),
  server: roomFigures('server', serverRooms, serverOutsideRooms),
  engine: roomFigures('engine', engineRooms),
  testCasts: testCasts(),
  longFunctions: { count: long.length, longest: long.slice(0, 10) },
};
const broken = [report.server, report.engine].some((r) => r.cycles.length > 0 || r.unplaced.length > 0);

if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`screens/: ${report.screens.files} files, ${report.screens.lines} lines`);
  for (const s of report.screens.largest) console.log(`  ${s.lines.toString().padStart(5)}  ${s.file}`);
  const { largestPage, pages, pagesOver } = report.screens;
  console.log(
    `pages: ${pages}, the largest ${largestPage?.file} (${largestPage?.lines} lines); ${pagesOver} at or over ${PAGE_LINES} lines`,
  );
  console.log('import edges between top-level folders (file imports):');
  for (const [k, v] of Object.entries(report.importEdges)) console.log(`  ${k}: ${v}`);
  console.log(`import cycles (runtime imports): ${report.cycles.length}`);
  for (const c of report.cycles) console.log(`  ${c.join(' <-> ')}`);
  console.log(`import cycles counting type-only imports: ${report.cyclesWithTypes.length}`);
  for (const c of report.cyclesWithTypes) console.log(`  ${c.join(' <-> ')}`);
  for (const top of ['server', 'engine'] as const) {
    const r = report[top];
    console.log(`${top}/ rooms, bottom up (lint zones: a room imports only itself and the rooms below it):`);
    for (const line of r.rooms) console.log(`  ${line}`);
    console.log(`  folder-level cycles: ${r.cycles.length} (counting type-only imports: ${r.cyclesWithTypes.length})`);
    for (const c of [...r.cycles, ...r.cyclesWithTypes]) console.log(`    ${c.join(' <-> ')}`);
    if (r.unplaced.length) console.log(`  in no room (add them to tools/structure/rooms.js): ${r.unplaced.join(', ')}`);
  }
  console.log(`casts in tests (\`as T\`, not \`as const\`): ${report.testCasts}`);
  console.log(`functions of ${LONG_FUNCTION_LINES} lines or more in engine/, server/, core/: ${report.longFunctions.count}`);
  for (const f of report.longFunctions.longest) console.log(`  ${f.lines.toString().padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
}
if (broken) process.exitCode = 1;
