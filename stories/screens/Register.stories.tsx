import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { codeSent } from '../support/fixturesMember';

export default {
  title: 'Screens/Register',
  parameters: {
    docs: {
      description: {
        component: 'screens/pages/register.json: step 1 of registration, by email or phone, with invitation code and agreement.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/register/register',
  fixtures: { 'member/mail_otp': codeSent, 'member/sms_otp': codeSent, 'member/invite_check': { valid: true, inviter: 'mi***' } },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The phone tab: the area code from state.area (else 82). */
export const PhoneTab = pinnedStory({ ...screen, state: { registerType: 'phone' } }, 'en', 'light');
