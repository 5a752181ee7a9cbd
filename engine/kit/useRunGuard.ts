import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs an async task at most once at a time: taps while it runs are ignored (a double tap must
 * not submit an order twice) and `running` drives the button's spinner.
 */
export function useRunGuard<A extends unknown[], T>(
  task: (...args: A) => Promise<T>,
): { running: boolean; run: (...args: A) => Promise<T | undefined> } {
  const busy = useRef(false);
  const mounted = useRef(true);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    async (...args: A) => {
      if (busy.current) return undefined;
      busy.current = true;
      setRunning(true);
      try {
        return await task(...args);
      } finally {
        busy.current = false;
        // The task often navigates away; a finished task must not update an unmounted button.
        if (mounted.current) setRunning(false);
      }
    },
    [task],
  );
  return { running, run };
}
