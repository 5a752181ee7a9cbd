// One server instance for the tick bench, in its own process so its memory is its own and the
// clients' work does not share its event loop. Started by ticks.ts with fork(); talks over IPC:
// {feed: code, last} feeds its market a quote priced now; {memory: true} answers process.memoryUsage().
import { defaultLimits, loadConfig } from '@server/config';
import { startServer } from '@server/start';
import { openPglite } from '@server/db/pglite';
import { fedMarket } from '@server/market/fed-market';

type Command = { feed: string; last: string } | { memory: true } | { stop: true };

async function main(): Promise<void> {
  const db = await openPglite();
  const config = loadConfig({
    NODE_ENV: 'test',
    DEV_OUTBOX: '1',
    MAX_CONNECTIONS: '20000',
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: process.env.REDIS_PREFIX,
  });
  const market = fedMarket('Bench');
  // Every socket's upgrade is a request from 127.0.0.1: the per-address shield would refuse most of them.
  const limits = { ...defaultLimits, requestsPerMinute: 1_000_000 };
  const running = await startServer({ ...config, limits, host: '127.0.0.1', checkResponses: false }, { db, market, serveApp: false });
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const address = running.app.server.address();
  process.on('message', (command: Command) => {
    if ('feed' in command) {
      const last = command.last;
      // The quote's time is the moment it is fed: a client's delay is its arrival minus this.
      market.feed({
        code: command.feed,
        bid: last,
        ask: last,
        last,
        open: last,
        high: last,
        low: last,
        prev_close: last,
        volume: 0,
        time: new Date(),
        source: 'Bench',
      });
    } else if ('memory' in command) {
      global.gc?.();
      process.send?.({ memory: process.memoryUsage() });
    } else {
      void running
        .close()
        .then(() => db.close())
        .then(() => process.exit(0));
    }
  });
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}

void main();
