// The allocation of a block trade at its close (docs/blocks.md): pure so the server, the docs and a
// reference model agree on it. Quantities are whole shares.

export interface BlockRequest {
  /** The application, in the order applications were made (ids grow with time). */
  id: string;
  requested: number;
}

/**
 * Shares for each application when `offered` shares in lots of `lot` meet the requests. Not
 * oversubscribed: everyone gets what they asked. Oversubscribed: each gets its pro-rata share
 * (requested x offered / total requested) rounded down to whole lots; the lots left over then go one
 * lot at a time to the applications in the order they were made (earliest first), skipping any that
 * already has all it asked for, until none is left. Every allocation is a multiple of the lot, never
 * more than asked, and together never more than offered.
 */
export function allocateBlock(offered: number, lot: number, requests: readonly BlockRequest[]): Map<string, number> {
  const out = new Map<string, number>();
  const total = requests.reduce((sum, r) => sum + r.requested, 0);
  if (total <= offered) {
    for (const r of requests) out.set(r.id, r.requested);
    return out;
  }
  const lots = Math.floor(offered / lot);
  let given = 0;
  for (const r of requests) {
    // Integer arithmetic in BigInt: requested x lots can pass 2^53 for large blocks.
    const share = Number((BigInt(r.requested) * BigInt(lots)) / BigInt(total));
    const capped = Math.min(share, Math.floor(r.requested / lot));
    out.set(r.id, capped * lot);
    given += capped;
  }
  // Fewer lots are left than there are applications (each lost under one lot to the rounding), so
  // one round usually gives them all; the loop ends when none is left or nobody can take one more.
  let left = lots - given;
  for (let progress = true; left > 0 && progress;) {
    progress = false;
    for (const r of requests) {
      if (left === 0) break;
      if (out.get(r.id)! + lot <= r.requested) {
        out.set(r.id, out.get(r.id)! + lot);
        left -= 1;
        progress = true;
      }
    }
  }
  return out;
}
