import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { cellCodeSent, member } from '../support/fixturesMember';

export default {
  title: 'Screens/Pay Password',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/payPassword.json: set or change the 6-digit payment password with a code sent to the member's own address (users/cell_code, member/set_payment_code).",
      },
    },
  },
} satisfies Meta;

const notSet = { ...member, pay_password_set: false };
const screen: PreviewSetup = {
  path: '/pages/mine/pay-password',
  user: notSet,
  fixtures: { 'users/cell_code': cellCodeSent, 'member/set_payment_code': null },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A member who already has a payment password: the change wording. */
export const AlreadySet = pinnedStory({ ...screen, user: member }, 'en', 'light');

/** After "Send verification code": where the code went (state.payCodeTo). */
export const CodeSent = pinnedStory({ ...screen, state: { payCodeTo: cellCodeSent.to } }, 'en', 'light');
