/** A promise React's use() reads at once, without suspending, once it is marked fulfilled. */
type UsablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A lazy chunk fetched at most once at a time (issue 23: code the first screen does not need).
 * Boot calls it after the first paint; a screen that needs the chunk reads the same promise with
 * use(), and suspends only if it has not arrived. A failed download is tried again by the next call.
 */
export function chunkOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: UsablePromise<T> | undefined;
  return () => {
    if (!loading) {
      const pending: UsablePromise<T> = load();
      void pending.then(
        (m) => Object.assign(pending, { status: 'fulfilled', value: m }),
        () => {
          if (loading === pending) loading = undefined;
        },
      );
      loading = pending;
    }
    return loading;
  };
}
