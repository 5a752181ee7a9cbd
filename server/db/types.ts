import type { KnownIds } from './known-ids';

/** The one database interface the domain code sees; PGlite and node-postgres both implement it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Ids this database has committed and that never change (known-ids.ts); absent on a wrapper, which then looks them up. */
  readonly known?: KnownIds;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; a throw rolls everything back. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Calls fn with the payload of each NOTIFY on channel, from any instance using this database
   * (a NOTIFY sent in a transaction arrives after it commits). Returns a function that stops it.
   * A listening connection that dropped and came back calls onResume: what was sent in between
   * is lost, and the caller can look up what it missed.
   */
  listen(channel: string, fn: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
