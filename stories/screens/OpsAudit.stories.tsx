import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { auditLog, staffAdmin } from '../support/fixturesOps';

export default {
  title: 'Screens/Ops Audit',
  parameters: {
    docs: { description: { component: 'screens/pages/opsAudit.json: the audit log for administrators, newest first (ops/audit_list).' } },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/ops/audit', staff: staffAdmin, fixtures: { 'ops/audit_list': auditLog } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
