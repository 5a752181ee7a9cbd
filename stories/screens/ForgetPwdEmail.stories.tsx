import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { codeSent, codeValid } from '../support/fixturesMember';

export default {
  title: 'Screens/Forgot Password by Email',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/forgetPwdEmail.json: the account email, then the code sent to it (member/mail_otp, member/fpwd_otp_check) with resend.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/other/forgetPwdEmail',
  fixtures: { 'member/mail_otp': codeSent, 'member/fpwd_otp_check': codeValid },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The code was sent (state.fpwd): the code step with the resend countdown. */
export const CodeStep = pinnedStory({ ...screen, state: { fpwd: { type: 'email', email: 'minji.park@example.com' } } }, 'en', 'light');
export const CodeStepKorean = pinnedStory(
  { ...screen, state: { fpwd: { type: 'email', email: 'minji.park@example.com' } } },
  'ko',
  'light',
);
