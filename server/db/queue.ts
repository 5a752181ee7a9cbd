import { DatabaseUnavailable } from './unavailable';

/**
 * How long the line in front of the database may grow. maxWaiting: queries and transactions
 * waiting for a connection (PGlite has one; a PostgreSQL pool has `max`); one more is refused at
 * once. maxWaitMs: a waiter not started by then is refused. Either refusal is a 503 "busy, try
 * again" before anything ran, so a burst gets quick refusals instead of a line that grows without
 * limit (200 writers on PGlite once waited 21 s at p99).
 */
export interface QueueBound {
  maxWaiting: number;
  maxWaitMs: number;
}

export const defaultQueueBound: QueueBound = { maxWaiting: 64, maxWaitMs: 2000 };

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Runs one function at a time, in arrival order, within the bound. Each one starts on a turn of
 * the event loop of its own (setImmediate): PGlite works in this thread and a query completes
 * without giving the loop a turn, so without this pause a request would run from its first query
 * to its reply before the next socket is even read, the line would form unseen in the kernel, and
 * no bound here could apply. With it, requests that arrive meanwhile join this line, where they
 * are counted and refused beyond the bound.
 */
export function boundedGate(bound: QueueBound): <T>(fn: () => Promise<T>) => Promise<T> {
  let pumping = false;
  const waiting: Waiter[] = [];
  const next = () => {
    const waiter = waiting.shift();
    if (!waiter) {
      pumping = false;
      return;
    }
    clearTimeout(waiter.timer);
    waiter.start();
  };
  return async (fn) => {
    if (waiting.length >= bound.maxWaiting) throw new DatabaseUnavailable('busy', `${waiting.length} waiting`);
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new DatabaseUnavailable('busy', `not started within ${bound.maxWaitMs} ms`));
        }, bound.maxWaitMs),
      };
      waiting.push(waiter);
      if (!pumping) {
        pumping = true;
        setImmediate(next);
      }
    });
    try {
      return await fn();
    } finally {
      setImmediate(next);
    }
  };
}
