/**
 * The database cannot serve this request now. `busy`: the queue in front of it is full, or the
 * request waited longer than allowed; nothing of the request ran. `lost`: the connection dropped
 * under the request; its transaction did not commit unless COMMIT itself was cut (a money write
 * retried with its Idempotency-Key then replays its answer). Either way the caller hears 503 and
 * tries again; the process stays up and the next request uses a fresh connection.
 */
export class DatabaseUnavailable extends Error {
  constructor(
    readonly reason: 'busy' | 'lost',
    detail: string,
  ) {
    super(`database ${reason}: ${detail}`);
    this.name = 'DatabaseUnavailable';
  }
}

/** SQLSTATE classes and codes meaning the session is gone: connection exception, admin shutdown, crash, starting up. */
const LOST_STATES = /^(08...|57P0[1-3])$/;
const LOST_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
/** node-postgres reports a dropped socket by message only. */
const LOST_MESSAGE = /Connection terminated|not queryable|Client was closed|Connection ended/i;

/** node-postgres errors as DatabaseUnavailable; everything else (SQL errors, bugs) unchanged. */
export function asUnavailable(err: unknown): unknown {
  if (!(err instanceof Error) || err instanceof DatabaseUnavailable) return err;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_STATES.test(code) || LOST_ERRNO.has(code))) return new DatabaseUnavailable('lost', err.message);
  if (LOST_MESSAGE.test(err.message)) return new DatabaseUnavailable('lost', err.message);
  // pg-pool's connectionTimeoutMillis: every connection stayed busy for the whole wait.
  if (/timeout exceeded when trying to connect/i.test(err.message)) return new DatabaseUnavailable('busy', err.message);
  return err;
}
