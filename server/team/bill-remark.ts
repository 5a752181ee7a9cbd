import type { Services } from '../services';
import { maskName } from '../identity/addresses';
import type { SourceKind } from './sources';

export interface TeamRewardSource {
  level: number;
  nickname: string;
  kind: SourceKind;
  source_entry_id: string;
}

/**
 * A SQL expression (over journal entry `e`) giving a team reward's source as JSON, or null for any
 * other entry: the bill names which fee or settlement paid it and which team member caused it.
 */
export const TEAM_REWARD_SOURCE = `(SELECT json_build_object('level', tr.tier, 'nickname', sm.nickname, 'kind', ts.kind, 'source_entry_id', tr.source_entry_id::text)
    FROM team_rewards tr JOIN team_sources ts ON ts.entry_id = tr.source_entry_id JOIN members sm ON sm.id = tr.source_member_id
   WHERE tr.entry_id = e.id)`;

/** "Level 1 member A***e: share of a trading fee (entry #123)", in the reader's language, the name masked. */
export function teamRewardRemark(services: Services, lan: string | undefined, r: TeamRewardSource): string {
  return services.messages(lan, 'server.team.rewardRemark', {
    level: r.level,
    member: maskName(r.nickname),
    source: services.messages(lan, `server.team.source.${r.kind}`),
    entry: r.source_entry_id,
  });
}
