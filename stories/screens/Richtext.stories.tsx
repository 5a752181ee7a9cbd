import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { agreementDoc, agreementDocKo, withdrawalRules } from '../support/fixturesLegal';

export default {
  title: 'Screens/Richtext',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/richtext.json: a legal document (query doc, common/tmp) or a rules document (query rule, common/rule) with its title, version and effective date, and its body through the RichText widget (sanitized again in the app).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/richtext?doc=agreement', fixtures: { 'common/tmp': agreementDoc } };

export const Korean = pinnedStory({ ...screen, fixtures: { 'common/tmp': agreementDocKo } }, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory({ ...screen, fixtures: { 'common/tmp': agreementDocKo } }, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A rules document: the withdrawal rules (query rule=withdrawal). */
export const Rules = pinnedStory({ path: '/richtext?rule=withdrawal', fixtures: { 'common/rule': withdrawalRules } }, 'en', 'light');
