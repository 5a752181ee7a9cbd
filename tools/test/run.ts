import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/**
 * `npm test`: every check, build and suite, each step timed, the total printed against the budget in
 * tools/test/budget.json. Steps that do not depend on each other run side by side in lanes (the
 * checks are single-threaded and the browser journeys wait on Chromium while the server suites wait on
 * PostgreSQL), each line of a lane's output prefixed with its step. The first failure stops the run
 * with that step's exit code. Arguments (`npm test -- tests/server/login.test.ts`) go to Vitest.
 */

interface Step {
  name: string;
  args: string[];
}

const step = (name: string, ...args: string[]): Step => ({ name, args });
const filters = process.argv.slice(2);

/** The lanes of one phase run at the same time; the steps of one lane run in order. */
const phases: Step[][][] = [
  [
    [
      step('gen:check', 'tsx', 'tools/gen/index.ts', '--check'),
      step('validate', 'tsx', 'tools/validate/cli.ts'),
      step('lint', 'eslint', '.', '--max-warnings=0'),
    ],
    [step('typecheck', 'tsc', '-p', '.'), step('format', 'prettier', '--check', '--log-level', 'warn', '.')],
  ],
  [
    [
      step(
        'vitest',
        'vitest',
        'run',
        '--passWithNoTests',
        // Two workers, not vitest's default of cores - 1 (one here): the browser lane ends first
        // (535 s of a 1,300 s server lane in the issue 15 run), after which one worker left a core idle.
        '--maxWorkers',
        '2',
        '--project',
        'core',
        '--project',
        'engine',
        '--project',
        'engine-isolated',
        '--project',
        'tools',
        '--project',
        'server',
        ...filters,
      ),
    ],
    // Only the browser journeys need the builds: the other suites start beside them, not after them.
    [
      step('build', 'vite', 'build'),
      step('build-storybook', 'storybook', 'build', '-o', 'storybook-static', '--quiet'),
      step('vitest:browser', 'vitest', 'run', '--passWithNoTests', '--project', 'browser', ...filters),
    ],
  ],
];

const budget = (JSON.parse(fs.readFileSync(path.resolve('tools/test/budget.json'), 'utf8')) as { totalSeconds: number }).totalSeconds;
const times: { name: string; seconds: number }[] = [];

function run(s: Step): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', s.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${s.name}] ${line}`));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      times.push({ name: s.name, seconds });
      console.log(`[test] ${s.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  let failed = 0;
  for (const lanes of phases) {
    const codes = await Promise.all(
      lanes.map(async (lane) => {
        for (const s of lane) {
          const code = await run(s);
          if (code !== 0) return code;
        }
        return 0;
      }),
    );
    failed = codes.find((c) => c !== 0) ?? 0;
    if (failed) break;
  }
  const total = (Date.now() - started) / 1000;
  console.log('[test] time by step (lanes of a phase overlap):');
  for (const t of times) console.log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`);
  const over = total > budget ? ': OVER BUDGET, find where the time goes before .ci/run reaches its 25-minute limit' : '';
  console.log(`[test] total ${total.toFixed(1)} s of a ${budget} s budget (tools/test/budget.json)${over}`);
  process.exit(failed);
}

void main();
