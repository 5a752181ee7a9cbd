import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member, share } from '../support/fixtures';

export default {
  title: 'Screens/Promotion',
  parameters: {
    docs: {
      description: {
        component: "screens/pages/promotion.json: the member's invitation code, link and QR code, each to copy or scan (users/share).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/mine/promotion', user: member, fixtures: { 'users/share': share } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
