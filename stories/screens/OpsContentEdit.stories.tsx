import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { opsItem, opsPreview, opsPublished, opsSaved } from '../support/fixturesContent';

export default {
  title: 'Screens/OpsContentEdit',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsContentEdit.json: one content item (ops/content_get) edited a locale at a time (tabs over the 13 locales); saving sends every locale (ops/content_save replaces them all) and returns the item to draft, then shows the saved text as members read it (ops/content_preview, RichText); publish after a confirmation.',
      },
    },
  },
} satisfies Meta;

const editor = { name: 'Content Editor', email: 'editor@meridian.local', roles: ['content_editor'] };
const screen: PreviewSetup = {
  path: '/ops/content/edit?id=12',
  staff: editor,
  fixtures: {
    'ops/me': editor,
    'ops/content_get': opsItem,
    'ops/content_save': opsSaved,
    'ops/content_preview': opsPreview,
    'ops/content_publish': opsPublished,
  },
};

export const English = pinnedStory(screen, 'en', 'light');
export const Korean = pinnedStory({ ...screen, state: { contentLocale: 'ko' } }, 'ko', 'dark');
export const Previewing = pinnedStory({ ...screen, state: { contentPreview: opsPreview } }, 'en', 'light');
