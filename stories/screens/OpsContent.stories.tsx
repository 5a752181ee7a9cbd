import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { opsItems, opsPreview, opsPublished } from '../support/fixturesContent';

export default {
  title: 'Screens/OpsContent',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsContent.json: content items by kind (ops/content_list) with status, version and locales; preview as a member reads it (ops/content_preview, rendered by RichText), publish and unpublish after a confirmation (audited).',
      },
    },
  },
} satisfies Meta;

const editor = { name: 'Content Editor', email: 'editor@meridian.local', roles: ['content_editor'] };
const screen: PreviewSetup = {
  path: '/ops/content',
  staff: editor,
  fixtures: { 'ops/me': editor, 'ops/content_list': opsItems, 'ops/content_preview': opsPreview, 'ops/content_publish': opsPublished },
};

export const English = pinnedStory(screen, 'en', 'light');
export const Korean = pinnedStory(screen, 'ko', 'dark');
export const Previewing = pinnedStory({ ...screen, state: { contentPreview: opsPreview } }, 'en', 'light');
