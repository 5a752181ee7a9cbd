import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';

export default {
  title: 'Screens/Forgot Password Step 2',
  parameters: {
    docs: {
      description: {
        component: 'screens/pages/forgetPwdStep2.json: the new password and its confirmation (member/forget_pwd), then back to login.',
      },
    },
  },
} satisfies Meta;

/** Arrived from the code step: state.fpwd and state.fpwdCode are set. */
const screen: PreviewSetup = {
  path: '/pages/other/forgetPwdStep2',
  fixtures: { 'member/forget_pwd': null },
  state: { fpwd: { type: 'email', email: 'minji.park@example.com' }, fpwdCode: '123456' },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Opened directly, without a checked code: start over. */
export const StartOver = pinnedStory({ path: '/pages/other/forgetPwdStep2' }, 'en', 'light');
