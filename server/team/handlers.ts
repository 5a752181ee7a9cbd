import type { HandlerMap } from '../services';
import { requireMember } from '../identity/members';
import { moneyText } from '../ledger/money';
import { levelRules, refreshStars, teamShares, VOLUME_DAYS } from './stars';
import { PERIOD_DAYS, rewardTotals, teamPage } from './views';

/** The referral team: its two levels, the star levels and the rewards (docs/team.md). */
export const teamHandlers: HandlerMap = {
  'member/team_list': async ({ input, caller }, services) => teamPage(services.db, caller.memberId, input),

  'member/team_gain': async ({ input, caller }, services) => {
    const now = services.clock.now();
    // The stars are recomputed on read as well: volume leaves the window with time, not with an event.
    const standing = await services.db.tx((q) => refreshStars(q, caller.memberId, now));
    const since = input.period ? new Date(now.getTime() - PERIOD_DAYS[input.period] * 86_400_000) : new Date(0);
    const rewards = await rewardTotals(services.db, caller.memberId, since);
    return {
      total_rewards: rewards.total,
      period_rewards: rewards.period,
      first_level_count: standing.direct,
      second_level_count: standing.second,
      team_size: standing.direct + standing.second,
      vip_level: standing.stars,
      stars: standing.stars,
      partner: standing.partner,
      team_volume: moneyText(standing.volume),
      volume_days: VOLUME_DAYS,
    };
  },

  'member/level': async ({ caller, lan }, services) => {
    const now = services.clock.now();
    const standing = await services.db.tx((q) => refreshStars(q, caller.memberId, now));
    const member = await requireMember(services.db, caller.memberId);
    const rules = await levelRules(services.db);
    const shares = await teamShares(services.db);
    return {
      vip_level: member.vip_level,
      stars: member.stars,
      partner: standing.partner,
      direct_count: standing.direct,
      team_size: standing.direct + standing.second,
      team_volume: moneyText(standing.volume),
      volume_days: VOLUME_DAYS,
      levels: rules.map((r) => ({
        stars: r.stars,
        name: services.messages(lan, 'server.levelName', { stars: r.stars }),
        condition:
          r.stars === 0
            ? services.messages(lan, 'server.levelEveryone')
            : services.messages(lan, 'server.levelCondition', {
                direct: r.min_direct,
                team: r.min_team,
                volume: moneyText(r.min_volume),
                days: VOLUME_DAYS,
              }),
        min_direct: r.min_direct,
        min_team: r.min_team,
        min_volume: moneyText(r.min_volume),
        dividend_rate: r.dividend_rate,
        partner: r.partner,
      })),
      shares: shares.map((s) => ({ source: s.source, level: s.tier, rate: s.share })),
    };
  },
};
