import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import replies from '../fixtures/statements.json';

export default {
  title: 'Screens/Statements',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/statements.json: the member's account statement (wallet/statement) for a month, quarter, year or custom range, as PDF or CSV; Download saves the file the call answers (the download action).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/mine/statements', user: member, fixtures: { 'wallet/statement': replies.statement.data } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
