import { configWarnings, isLoopback, loadConfig } from './config';
import { startServer } from './start';
import { demo } from './seed';
import { calendarCoverageWarnings } from './market/calendar-coverage';

/** `npm start`: the built app and the API on HOST:PORT (default 127.0.0.1:8080), PGlite under DATA_DIR unless DATABASE_URL. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  // Listening before the market's history is written (a fresh start writes about 100,000 candles):
  // charts show what exists and say the history is loading until it is done.
  const running = await startServer(config, { logger: process.env.LOG === '1', behind: true });
  await running.app.listen({ port: config.port, host: config.host });
  // Under the supervisor (npm start): from now on an abnormal end is a crash to recover from.
  process.send?.('ready');
  const url = `http://${isLoopback(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    `Meridian is running at ${url}  (database: ${db}; prices: ${running.services.market.source}, MARKET_SOURCE=${config.market.source})`,
  );
  console.log(`Sign in with ${demo.email} / ${demo.password}  (or +${demo.areaCode} ${demo.mobile}); invitation code ${demo.inviteCode}`);
  if (running.seeded) console.log('The database was empty: demo data was created.');
  console.log(`Listening ${((performance.now() - started) / 1000).toFixed(1)} s after start; the market's history is written behind it.`);
  void running.ready.then(
    () => console.log(`Market history ready ${((performance.now() - started) / 1000).toFixed(1)} s after start.`),
    (err: unknown) => console.error(`The market's history could not be written: ${err instanceof Error ? err.message : String(err)}`),
  );
  if (running.admin) {
    console.log(
      `Operations administrator: ${running.admin.email} / ${running.admin.password} (sign in at ${url}/ops/login with the code sent to that email).`,
    );
    console.log('This administrator password is shown only now: change it or keep it safe.');
  }
  if (config.devOutbox) console.log(`Codes are not sent: read them at ${url}/api/dev/outbox?to=<email or phone>`);
  if (config.devClock)
    console.log(`The clock can be moved forward: POST ${url}/api/dev/clock {"advance_seconds": n} (from this machine only)`);
  for (const warning of configWarnings(config)) console.warn(`WARNING: ${warning}`);
  for (const warning of calendarCoverageWarnings(running.services.clock.now())) console.warn(`WARNING: ${warning}`);
  // Ctrl-C reaches the server twice under the supervisor (the terminal's signal and the one passed on).
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
