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

/** Runs one function at a time, in arrival order, within the bound. */
export function boundedGate(bound: QueueBound): <T>(fn: () => Promise<T>) => Promise<T> {
  let running = false;
  const waiting: Waiter[] = [];
  const next = () => {
    const waiter = waiting.shift();
    if (!waiter) {
      running = false;
      return;
    }
    clearTimeout(waiter.timer);
    // The gate passes straight to the next waiter: `running` stays true.
    waiter.start();
  };
  return async (fn) => {
    if (running) {
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
      });
    } else {
      running = true;
    }
    try {
      return await fn();
    } finally {
      next();
    }
  };
}
