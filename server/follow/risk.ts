import { annualVolatility } from '@core/follow/annualVolatility';
import { riskScore } from '@core/follow/riskScore';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import type { Decimal } from '../ledger/money';
import { liveNav } from './nav';
import type { ProviderRow } from './providers';

export interface Risk {
  volatility: Decimal | null;
  score: number | null;
}

/**
 * A provider's risk over its whole track record (at most the last 5 years, as PRIIPs looks back): the
 * daily NAVs are each UTC day's last snapshot, today's replaced by the live NAV; their annualised
 * volatility gives the score (core/follow/riskScore.ts). Both null under two daily returns.
 */
export async function providerRisk(
  q: Queryable,
  services: Services,
  provider: ProviderRow,
  now: Date,
  liveNavNow?: Decimal,
): Promise<Risk> {
  const { rows } = await q.query<{ day: string; nav: string }>(
    `SELECT DISTINCT ON (day) day, nav FROM (
        SELECT to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, time, nav::text AS nav FROM follow_nav
         WHERE provider_id = $1 AND time <= $2 AND time > $2 - interval '5 years') s
      ORDER BY day, time DESC`,
    [provider.id, now],
  );
  const today = now.toISOString().slice(0, 10);
  const navs: Decimal.Value[] = rows.filter((r) => r.day !== today).map((r) => r.nav);
  navs.push(liveNavNow ?? (await liveNav(q, services, provider, now)).nav);
  const volatility = annualVolatility(navs);
  return { volatility, score: riskScore(volatility) };
}
