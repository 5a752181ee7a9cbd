import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { badCredentials, login, member } from '../support/fixturesMember';

export default {
  title: 'Screens/Login',
  parameters: {
    docs: {
      description: { component: 'screens/pages/login.json: email or phone login, remember account, links to register and language.' },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/login/login', fixtures: { 'member/login': login, 'member/info': member } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** storage.rememberEmail on this device: the email is filled in and "remember" is ticked. */
export const RememberedAccount = pinnedStory({ ...screen, storage: { rememberEmail: member.email } }, 'en', 'light');

/** The phone tab, with the area chosen in the area picker (state.area). */
export const PhoneTab = pinnedStory({ ...screen, state: { loginType: 'phone', area: { code: 'GB', dial: '44' } } }, 'en', 'light');

/** member/login refuses: submitting shows the server's message. */
export const WrongPassword = pinnedStory(
  { ...screen, fixtures: { 'member/login': badCredentials }, storage: { rememberEmail: member.email } },
  'en',
  'light',
);
