import { spawn, type ChildProcess } from 'node:child_process';

export interface SuperviseOptions {
  /** The program and its arguments (the server: node --import tsx server/main.ts). */
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Lines about restarts (console.error by default). */
  log?: (line: string) => void;
  /** Pause before the first restart; it doubles after each one in the window, up to maxDelayMs. */
  delayMs?: number;
  maxDelayMs?: number;
  /** More than this many restarts within windowMs and the supervisor gives up (a crash loop helps nobody). */
  maxRestarts?: number;
  windowMs?: number;
}

export interface Supervised {
  /** The running child (a new one after each restart). */
  child(): ChildProcess;
  /** Resolves with the exit code the supervisor ends with. */
  done: Promise<number>;
  /** Ends the child with this signal and the supervisor after it (no restart). */
  stop(signal?: NodeJS.Signals): void;
}

/**
 * Runs the server as a child process and starts it again when it ends abnormally after it was
 * serving (it sends "ready" over IPC once it listens): an uncaught error or a kill must not leave
 * the app down. A child that fails before it is ready (bad configuration, port taken) is not
 * restarted, since starting again would fail the same way; its exit code is the supervisor's.
 * A clean exit (code 0, or the signal the supervisor was asked to stop with) ends the supervisor.
 */
export function supervise(opts: SuperviseOptions): Supervised {
  const log = opts.log ?? ((line: string) => console.error(line));
  const delayMs = opts.delayMs ?? 1000;
  const maxDelayMs = opts.maxDelayMs ?? 10_000;
  const maxRestarts = opts.maxRestarts ?? 5;
  const windowMs = opts.windowMs ?? 60_000;
  const restarts: number[] = [];
  let stopping = false;
  let current: ChildProcess;
  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));

  const start = () => {
    let ready = false;
    const child = spawn(opts.command, opts.args, { env: opts.env ?? process.env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
    current = child;
    child.on('message', (message) => {
      if (message === 'ready') ready = true;
    });
    child.on('exit', (code, signal) => {
      if (stopping || code === 0) return finish(code ?? 0);
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      if (!ready) {
        log(`supervisor: the server ${how} before it was serving; not restarting it`);
        return finish(code ?? 1);
      }
      const now = Date.now();
      while (restarts.length && now - restarts[0]! > windowMs) restarts.shift();
      if (restarts.length >= maxRestarts) {
        log(`supervisor: the server ${how}, its stop ${restarts.length + 1} within ${windowMs / 1000} s; giving up`);
        return finish(code ?? 1);
      }
      const wait = Math.min(maxDelayMs, delayMs * 2 ** restarts.length);
      restarts.push(now);
      log(`supervisor: the server ${how} while serving; starting it again in ${wait / 1000} s`);
      setTimeout(() => {
        if (stopping) finish(code ?? 1);
        else start();
      }, wait);
    });
  };
  start();

  return {
    child: () => current,
    done,
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (current.exitCode === null && current.signalCode === null) current.kill(signal);
      else finish(0);
    },
  };
}
