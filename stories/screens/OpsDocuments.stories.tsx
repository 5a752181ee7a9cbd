import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffAdmin } from '../support/fixturesOps';
import { opsDocumentList } from '../support/fixturesLegal';

export default {
  title: 'Screens/Ops Documents',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsDocuments.json: legal documents and rules in their latest version (ops/documents) for content editors: version, effective date, locales, acceptances; a row opens the editor.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/ops/documents', staff: staffAdmin, fixtures: { 'ops/documents': opsDocumentList } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
