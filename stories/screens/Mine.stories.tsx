import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';

export default {
  title: 'Screens/Mine',
  parameters: {
    docs: { description: { component: 'screens/pages/mine.json (My): the member card or the guest invitation, settings, log out.' } },
  },
} satisfies Meta;

/** Signed in: member/info answers the fixture member; version from common/conf. */
const signedIn: PreviewSetup = { path: '/pages/index/mine', user: member, fixtures: { 'member/logout': null } };
const guest: PreviewSetup = { path: '/pages/index/mine' };

export const SignedInKorean = pinnedStory(signedIn, 'ko', 'light');
export const SignedInEnglish = pinnedStory(signedIn, 'en', 'light');
export const SignedInKoreanDark = pinnedStory(signedIn, 'ko', 'dark');
export const SignedInEnglishDark = pinnedStory(signedIn, 'en', 'dark');

export const GuestKorean = pinnedStory(guest, 'ko', 'light');
export const GuestEnglish = pinnedStory(guest, 'en', 'light');
export const GuestKoreanDark = pinnedStory(guest, 'ko', 'dark');
export const GuestEnglishDark = pinnedStory(guest, 'en', 'dark');

/** A member with a profile picture. */
export const SignedInWithAvatar = pinnedStory(
  {
    ...signedIn,
    user: {
      ...member,
      head_img:
        'data:image/svg+xml,' +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#00b08c"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">MP</text></svg>',
        ),
    },
  },
  'en',
  'light',
);

/** A newer member: real-name review pending, no payment password, no email bound, no stars yet. */
export const SignedInNewMember = pinnedStory(
  { ...signedIn, user: { ...member, realname_status: 'review', pay_password_set: false, email: '', stars: 0, vip_level: 0 } },
  'en',
  'light',
);
