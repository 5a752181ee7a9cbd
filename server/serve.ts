import { supervise } from './supervisor';

/**
 * `npm start`: the server (server/main.ts) under a supervisor that starts it again if it ends
 * abnormally while serving, saying so on the console (server/supervisor.ts). Ctrl-C or SIGTERM
 * stops the server cleanly and the supervisor with it.
 */
const running = supervise({ command: process.execPath, args: ['--import', 'tsx', 'server/main.ts'] });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => running.stop(signal));
void running.done.then((code) => process.exit(code));
