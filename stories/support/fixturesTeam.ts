import type { ApiResponse, EndpointId } from '@core/generated/api';
import replies from '../fixtures/team.json';

// Referral team replies for the promotion screen's stories, written by hand into
// stories/fixtures/team.json; tests/server/stories/teamFixtures.test.ts checks each against its
// endpoint's response schema in the catalogue. The new member's empty team is derived below.

type Key = Exclude<keyof typeof replies, '$comment'>;

function replyOf<Id extends EndpointId>(key: Key, endpoint: Id): ApiResponse<Id> {
  const kept = replies[key];
  if (kept.endpoint !== endpoint) throw new Error(`stories/fixtures/team.json ${key} is a reply of ${kept.endpoint}, not ${endpoint}`);
  return kept.data as ApiResponse<Id>;
}

export const teamLevel = replyOf('level', 'member/level');
export const teamGain = replyOf('gain', 'member/team_gain');
export const teamFirstLevel = replyOf('firstLevel', 'member/team_list');

/** A member who has invited nobody yet: no stars, no team, no rewards. */
export const teamLevelNew: ApiResponse<'member/level'> = {
  ...teamLevel,
  vip_level: 0,
  stars: 0,
  direct_count: 0,
  team_size: 0,
  team_volume: '0.00',
};
export const teamGainNone: ApiResponse<'member/team_gain'> = {
  ...teamGain,
  total_rewards: '0.00',
  period_rewards: '0.00',
  first_level_count: 0,
  second_level_count: 0,
  team_size: 0,
  vip_level: 0,
  stars: 0,
  team_volume: '0.00',
};
export const teamNone: ApiResponse<'member/team_list'> = { ...teamFirstLevel, list: [], total: 0 };
/** A partner (four stars): the partner line shows. */
export const teamLevelPartner: ApiResponse<'member/level'> = { ...teamLevel, vip_level: 4, stars: 4, partner: true };
