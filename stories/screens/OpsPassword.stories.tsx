import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffReviewer } from '../support/fixturesOps';

export default {
  title: 'Screens/Ops Password',
  parameters: {
    docs: {
      description: {
        component: 'screens/pages/opsPassword.json: a staff member changes their own password with the current one (ops/password).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/ops/password', staff: staffReviewer };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
