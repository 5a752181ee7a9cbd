import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { codeSent, codeValid } from '../support/fixturesMember';

export default {
  title: 'Screens/Forgot Password by Phone',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/forgetPwdPhone.json: area code and phone number, then the code sent by SMS (member/sms_otp, member/fpwd_otp_check) with resend.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/other/forgetPwdPhone',
  fixtures: { 'member/sms_otp': codeSent, 'member/fpwd_otp_check': codeValid },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The area chosen in the picker (state.area). */
export const WithArea = pinnedStory({ ...screen, state: { area: { code: 'GB', dial: '44' } } }, 'en', 'light');

/** The code was sent (state.fpwd): the code step with the resend countdown. */
export const CodeStep = pinnedStory(
  { ...screen, state: { fpwd: { type: 'phone', area_code: '82', mobile: '1012345678' } } },
  'en',
  'light',
);
