import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';

export default {
  title: 'Screens/Change Password',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/changePassword.json: original, new and confirmed login password (member/set_password); routes changePassword and password.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/change-password/change-password', user: member, fixtures: { 'member/set_password': null } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The same screen at the personal center's route (/pages/mine/password). */
export const LoginPasswordRoute = pinnedStory({ ...screen, path: '/pages/mine/password' }, 'en', 'light');
