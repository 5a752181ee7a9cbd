import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';

export default {
  title: 'Screens/User Info',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/userinfo.json: avatar, nickname, introduction and UID; nickname (users/set_nickname) and introduction (member/modify_user) change once each, after a confirm.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/mine/userinfo',
  user: member,
  fixtures: { 'users/set_nickname': null, 'member/modify_user': null },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Both one-time changes used: no editors left. */
export const AlreadyChanged = pinnedStory(
  { ...screen, user: { ...member, nickname_changed: true, introduction_changed: true } },
  'en',
  'light',
);

/** No introduction yet, nickname already changed. */
export const NoIntroduction = pinnedStory({ ...screen, user: { ...member, introduction: '', nickname_changed: true } }, 'ko', 'light');
