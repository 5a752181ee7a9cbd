import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffAdmin, staffReviewer } from '../support/fixturesOps';
import { staffEditor } from '../support/fixturesStudio';

export default {
  title: 'Screens/Ops Home',
  parameters: {
    docs: {
      description: {
        component: 'screens/pages/opsHome.json: the operations home, its menu shown by the signed-in staff member roles (ops/me).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/ops', staff: staffAdmin };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A KYC reviewer sees the queue only, not the administrator's tools. */
export const Reviewer = pinnedStory({ path: '/ops', staff: staffReviewer }, 'en', 'light');

/** A screen editor sees the studio only. */
export const ScreenEditor = pinnedStory({ path: '/ops', staff: staffEditor }, 'en', 'light');

/** The screen editor's home in Korean and dark. */
export const ScreenEditorKoreanDark = pinnedStory({ path: '/ops', staff: staffEditor }, 'ko', 'dark');
