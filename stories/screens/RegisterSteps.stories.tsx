import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';

export default {
  title: 'Screens/Register Steps',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/sendCodeReg.json and screens/pages/pwdReg.json: steps 2 and 3 of registration (the code sent in step 1, then the password; member/register).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/sendCodeReg',
  state: { reg: { email: 'minji.park@example.com', agree: true }, regType: 'email', regAccount: 'minji.park@example.com' },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Step 3: the password, after the code was accepted. */
export const Password = pinnedStory(
  { path: '/pwdReg', state: { reg: { email: 'minji.park@example.com', agree: true }, regType: 'email', regCode: '123456' } },
  'en',
  'light',
);
