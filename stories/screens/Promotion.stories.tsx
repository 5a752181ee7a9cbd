import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member, share } from '../support/fixturesMember';
import { teamFirstLevel, teamGain, teamGainNone, teamLevel, teamLevelNew, teamLevelPartner, teamNone } from '../support/fixturesTeam';

export default {
  title: 'Screens/Promotion',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/promotion.json: the member's invitation code, link and QR code (users/share); team rewards for a period and in total with the team's counts (member/team_gain); the star level with every level's thresholds and dividend rate and the published reward shares (member/level); the two tiers as tabs with masked names, stars, team size and the rewards each brought (member/team_list).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/mine/promotion',
  user: member,
  fixtures: { 'users/share': share, 'member/level': teamLevel, 'member/team_gain': teamGain, 'member/team_list': teamFirstLevel },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A partner at four stars. */
export const Partner = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'member/level': teamLevelPartner } }, 'en', 'light');

/** Nobody invited yet: the empty team and what to do about it. */
export const Empty = pinnedStory(
  {
    ...screen,
    fixtures: { 'users/share': share, 'member/level': teamLevelNew, 'member/team_gain': teamGainNone, 'member/team_list': teamNone },
  },
  'en',
  'light',
);
