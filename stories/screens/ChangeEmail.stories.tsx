import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { codeSent, member } from '../support/fixturesMember';

export default {
  title: 'Screens/Change Email',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/changeEmail.json: binds an email (mail_otp bind_email, member/member/email_bind) when the member has none, else changes it (change_email, member/email); both ask for the login password again.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/mine/change-email',
  user: member,
  fixtures: { 'member/mail_otp': codeSent, 'member/email': null, 'member/member/email_bind': null },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A member registered by phone only: binding the first email. */
export const BindFirstEmail = pinnedStory({ ...screen, user: { ...member, email: '' } }, 'en', 'light');

/** The code was sent to the new address (state.newEmail). */
export const CodeStep = pinnedStory(
  { ...screen, state: { newEmail: { email: 'minji.new@example.com', purpose: 'change_email', password: 'Passw0rd!' } } },
  'en',
  'light',
);
