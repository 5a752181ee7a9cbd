import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffAdmin } from '../support/fixturesOps';
import { opsDocumentPreview, opsDocumentPublished, opsDocumentText } from '../support/fixturesLegal';

export default {
  title: 'Screens/Ops Document Edit',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsDocumentEdit.json: one document per locale (ops/document), the title and HTML form, the sanitized preview (ops/document_preview) and Publish with a confirmation (ops/document_publish, audited).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/documents/edit?key=withdrawal',
  staff: staffAdmin,
  fixtures: { 'ops/document': opsDocumentText, 'ops/document_preview': opsDocumentPreview, 'ops/document_publish': opsDocumentPublished },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** With a preview open, whose sanitizer removed something. */
export const Previewed = pinnedStory({ ...screen, state: { docPreview: opsDocumentPreview } }, 'en', 'light');
