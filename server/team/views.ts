import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';
import { maskName } from '../identity/addresses';
import { unixSeconds } from '../clock';
import { moneyText } from '../ledger/money';

/** The period filters of member/team_gain, in days back from now. */
export const PERIOD_DAYS = { '7d': 7, '1m': 30, '3m': 91, '1y': 365 } as const;

/**
 * One page of a member's level-1 (invited by them) or level-2 (invited by their level-1) referrals,
 * newest first: masked name, stars, their own team size and the rewards each has paid the caller.
 * Every row is selected through the caller's own id: nobody lists another member's team.
 */
export async function teamPage(q: Queryable, memberId: string, input: { level: number; page?: number; limit?: number; size?: number }) {
  const scope =
    input.level === 1
      ? 'FROM members m WHERE m.inviter_id = $1'
      : 'FROM members m JOIN members d ON d.id = m.inviter_id WHERE d.inviter_id = $1';
  const { rows, ...paging } = await queryPage<{
    uid: string;
    nickname: string;
    vip_level: number;
    stars: number;
    team_size: string;
    rewards: string;
    created_at: Date;
  }>(
    q,
    {
      rows: `SELECT m.uid, m.nickname, m.vip_level, m.stars, m.created_at,
                (SELECT count(*) FROM members c LEFT JOIN members p ON p.id = c.inviter_id WHERE c.inviter_id = m.id OR p.inviter_id = m.id)::text AS team_size,
                (SELECT COALESCE(sum(r.amount), 0) FROM team_rewards r WHERE r.beneficiary_id = $1 AND r.source_member_id = m.id)::text AS rewards
             ${scope} ORDER BY m.id DESC`,
      count: `SELECT count(*)::text AS n ${scope}`,
    },
    [memberId],
    input,
  );
  return {
    ...paging,
    list: rows.map((r) => ({
      uid: r.uid,
      nickname: maskName(r.nickname),
      level: input.level as 1 | 2,
      vip_level: r.vip_level,
      stars: r.stars,
      team_size: Number(r.team_size),
      rewards: moneyText(r.rewards),
      joined_at: unixSeconds(r.created_at),
    })),
  };
}

/** The rewards a member has received in total and since `since`. */
export async function rewardTotals(q: Queryable, memberId: string, since: Date): Promise<{ total: string; period: string }> {
  const { rows } = await q.query<{ total: string; period: string }>(
    `SELECT COALESCE(sum(amount), 0)::text AS total, COALESCE(sum(amount) FILTER (WHERE created_at >= $2), 0)::text AS period
       FROM team_rewards WHERE beneficiary_id = $1`,
    [memberId, since],
  );
  return { total: moneyText(rows[0]!.total), period: moneyText(rows[0]!.period) };
}
