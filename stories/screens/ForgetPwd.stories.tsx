import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';

export default {
  title: 'Screens/Forgot Password',
  parameters: {
    docs: { description: { component: 'screens/pages/forgetPwd.json: choose to reset the login password by phone or by email.' } },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/other/forgetPwd' };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
