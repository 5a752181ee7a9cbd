import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';

export default {
  title: 'Screens/PushSettings',
  parameters: {
    docs: {
      description: {
        component: 'screens/pages/pushSettings.json (My -> Notifications): push on or off for this device, and the events it is pushed.',
      },
    },
  },
} satisfies Meta;

const events = { deposit: true, withdrawal: true, order: true, copyStopLoss: false, fundSettled: true, chatReply: false };
const prefs = (subscribed: boolean) => ({ public_key: 'BPreviewKeyOnly', subscribed, events });

/** This device subscribed, with some events turned off. */
const on: PreviewSetup = { path: '/pages/other/notifications', user: member, fixtures: { 'member/push_prefs': prefs(true) } };
/** Not subscribed yet. */
const off: PreviewSetup = { path: '/pages/other/notifications', user: member, fixtures: { 'member/push_prefs': prefs(false) } };

export const OnKorean = pinnedStory(on, 'ko', 'light');
export const OnEnglish = pinnedStory(on, 'en', 'light');
export const OnEnglishDark = pinnedStory(on, 'en', 'dark');
export const OffEnglish = pinnedStory(off, 'en', 'light');
export const OffKoreanDark = pinnedStory(off, 'ko', 'dark');
