import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';

export default {
  title: 'Screens/Language',
  parameters: {
    docs: {
      description: {
        component: 'screens/pages/language.json: the thirteen locales, the current one checked; a tap switches and goes back.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/other/language' };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
