import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { memberThread, serviceInfo, services } from '../support/fixturesChat';

export default {
  title: 'Screens/Customer Service',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/userCustomerService.json: the member's support chat (Chat widget: chat/history, chat/send, photos, delivery and read marks) under the online hours of common/service_info, the other channels of common/services; a visitor without a session gets the contact form (common/contact).",
      },
    },
  },
} satisfies Meta;

const fixtures = {
  'common/service_info': serviceInfo,
  'common/services': services,
  'chat/history': memberThread,
  'chat/read': { unread: 0 },
};
const screen: PreviewSetup = { path: '/userCustomerService', user: member, fixtures };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** No session: the contact form instead of the chat. */
export const Visitor = pinnedStory({ path: '/userCustomerService', fixtures: { ...fixtures, 'common/contact': { id: 9 } } }, 'en', 'light');
