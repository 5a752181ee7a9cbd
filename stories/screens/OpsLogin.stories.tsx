import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { opsChallenge, opsSession, staffReviewer } from '../support/fixturesOps';

export default {
  title: 'Screens/Ops Login',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsLogin.json: staff sign-in: email and password (ops/login), then the code sent to the staff email (ops/login_verify).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/login',
  fixtures: { 'ops/login': opsChallenge, 'ops/login_verify': opsSession, 'ops/me': staffReviewer },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Password accepted: the code step (state.opsChallenge). */
export const CodeStep = pinnedStory({ ...screen, state: { opsChallenge } }, 'en', 'light');
