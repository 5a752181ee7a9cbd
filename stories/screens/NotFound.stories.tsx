import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';

export default {
  title: 'Screens/Not Found',
  parameters: {
    docs: { description: { component: 'screens/pages/notFound.json: any path app.json does not declare redirects to /404.' } },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/no/such/page' };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
