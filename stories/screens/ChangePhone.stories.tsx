import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { codeSent, member } from '../support/fixturesMember';

export default {
  title: 'Screens/Change Phone',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/changePhone.json: a new area code and number, then the code sent to it (member/sms_otp change_phone, member/mobile).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/mine/change-phone',
  user: member,
  fixtures: { 'member/sms_otp': codeSent, 'member/mobile': null },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A member registered by email only. */
export const NoPhoneYet = pinnedStory({ ...screen, user: { ...member, mobile: '', area_code: '' } }, 'en', 'light');

/** The code was sent to the new number (state.newPhone). */
export const CodeStep = pinnedStory(
  { ...screen, state: { newPhone: { area_code: '44', mobile: '7700900123', password: 'Passw0rd!' } } },
  'en',
  'light',
);
