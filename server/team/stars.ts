import type { Queryable } from '../db/types';
import { Decimal } from '../ledger/money';

/** The window a team's volume is counted over (days back from now): a star level reflects recent activity. */
export const VOLUME_DAYS = 30;

export interface LevelRule {
  stars: number;
  min_direct: number;
  min_team: number;
  min_volume: string;
  dividend_rate: string;
  partner: boolean;
}

export interface TeamShare {
  source: 'fee' | 'pool';
  tier: 1 | 2;
  share: string;
}

export interface TeamStanding {
  direct: number;
  second: number;
  volume: Decimal;
  stars: number;
  partner: boolean;
}

export async function levelRules(q: Queryable): Promise<LevelRule[]> {
  const { rows } = await q.query<LevelRule>(
    `SELECT stars, min_direct, min_team, min_volume::text AS min_volume, dividend_rate::text AS dividend_rate, partner
       FROM level_rules ORDER BY stars`,
  );
  return rows;
}

export async function teamShares(q: Queryable): Promise<TeamShare[]> {
  const { rows } = await q.query<TeamShare>('SELECT source, tier, share::text AS share FROM team_shares ORDER BY source, tier');
  return rows;
}

/** The highest star level whose every threshold the team meets (level 0 has none). */
export function starsFor(rules: readonly LevelRule[], t: { direct: number; second: number; volume: Decimal }): LevelRule {
  const met = rules.filter((r) => t.direct >= r.min_direct && t.direct + t.second >= r.min_team && t.volume.gte(r.min_volume));
  return met.reduce((best, r) => (r.stars > best.stars ? r : best), met[0] ?? rules[0]!);
}

/** Counts a member's two levels and their volume over the window, and the star level they earn. */
export async function teamStanding(q: Queryable, memberId: string, now: Date): Promise<TeamStanding> {
  const { rows } = await q.query<{ direct: string; second: string; volume: string }>(
    `SELECT (SELECT count(*) FROM members WHERE inviter_id = $1)::text AS direct,
            (SELECT count(*) FROM members m JOIN members d ON d.id = m.inviter_id WHERE d.inviter_id = $1)::text AS second,
            (SELECT COALESCE(sum(s.volume), 0) FROM team_sources s JOIN members m ON m.id = s.member_id LEFT JOIN members d ON d.id = m.inviter_id
              WHERE (m.inviter_id = $1 OR d.inviter_id = $1) AND s.created_at >= $2)::text AS volume`,
    [memberId, new Date(now.getTime() - VOLUME_DAYS * 86_400_000)],
  );
  const r = rows[0]!;
  const t = { direct: Number(r.direct), second: Number(r.second), volume: new Decimal(r.volume) };
  const rule = starsFor(await levelRules(q), t);
  return { ...t, stars: rule.stars, partner: rule.partner };
}

/**
 * Recomputes and stores a member's stars and partner flag (the VIP level follows the stars). Runs
 * when the team changes (a registration under them) and before each reward is paid, so a reward's
 * dividend rate is the one the team earns at that moment. Returns the standing.
 */
export async function refreshStars(q: Queryable, memberId: string, now: Date): Promise<TeamStanding> {
  const standing = await teamStanding(q, memberId, now);
  await q.query(
    `UPDATE members SET stars = $2, vip_level = $2, partner = $3 WHERE id = $1 AND (stars <> $2 OR vip_level <> $2 OR partner <> $3)`,
    [memberId, standing.stars, standing.partner],
  );
  return standing;
}

/** A member's level-1 and level-2 uplines (at most two: there are no deeper levels). */
export async function uplinesOf(q: Queryable, memberId: string): Promise<{ tier: 1 | 2; memberId: string }[]> {
  const { rows } = await q.query<{ first: string | null; second: string | null }>(
    `SELECT m.inviter_id::text AS first, i.inviter_id::text AS second FROM members m LEFT JOIN members i ON i.id = m.inviter_id WHERE m.id = $1`,
    [memberId],
  );
  const r = rows[0];
  const list: { tier: 1 | 2; memberId: string }[] = [];
  if (r?.first) list.push({ tier: 1, memberId: r.first });
  if (r?.first && r.second) list.push({ tier: 2, memberId: r.second });
  return list;
}
