import type { Services } from '../services';
import type { Queryable } from '../db/types';
import type { Decimal } from '../ledger/money';
import { openTrackRecord } from './nav';
import { insertProvider, type NewProvider, type ProviderRow } from './providers';
import { startProviderJobs } from './jobs';

/**
 * Makes a member a signal provider in the caller's transaction: the provider row, the first
 * snapshot (NAV 1: the track record starts now, nothing before it is counted), and its recurring
 * jobs (NAV snapshots; a named built-in strategy's decisions). `continues`: a demo provider's
 * simulated record's last NAV and equity, which the live record continues from.
 */
export async function enrollProvider(
  q: Queryable,
  services: Services,
  input: NewProvider,
  now: Date,
  continues?: { nav: Decimal; equity: Decimal },
): Promise<ProviderRow> {
  const provider = await insertProvider(q, input, now);
  await openTrackRecord(q, services, provider, now, continues);
  await startProviderJobs(q, services, provider, now);
  return provider;
}
