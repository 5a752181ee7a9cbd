/**
 * Ids that never change once a row is committed (a member's ledger account for a kind and
 * currency, the platform's accounts), remembered per database so a hot path does not look them up
 * on every call (issue 23: an order looked up the same four account ids each time). A transaction
 * sees what is known and adds to a list of its own that joins the database's only at its commit:
 * an id found or made by a transaction that rolled back is never remembered.
 */
export interface KnownIds {
  get(key: string): string | undefined;
  set(key: string, id: string): void;
}

export interface RememberedIds extends KnownIds {
  /** The view of one transaction: call commit() once it has committed. */
  inTx(): KnownIds & { commit(): void };
}

/** Bounded: past this many ids the oldest half is forgotten (looked up again when next needed). */
const MAX_IDS = 100_000;

export function rememberedIds(): RememberedIds {
  const ids = new Map<string, string>();
  const set = (key: string, id: string) => {
    if (ids.size >= MAX_IDS) {
      let drop = MAX_IDS / 2;
      for (const k of ids.keys()) {
        if (drop-- <= 0) break;
        ids.delete(k);
      }
    }
    ids.set(key, id);
  };
  return {
    get: (key) => ids.get(key),
    set,
    inTx: () => {
      const pending = new Map<string, string>();
      return {
        get: (key) => pending.get(key) ?? ids.get(key),
        set: (key, id) => void pending.set(key, id),
        commit: () => {
          for (const [key, id] of pending) set(key, id);
        },
      };
    },
  };
}
