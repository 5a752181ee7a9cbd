import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffAdmin, staffList } from '../support/fixturesOps';

export default {
  title: 'Screens/Ops Staff',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsStaff.json: staff accounts for administrators: list, create with a role, change the role or disable (ops/staff_list, ops/staff_create, ops/staff_update).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/ops/staff', staff: staffAdmin, fixtures: { 'ops/staff_list': staffList } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Editing one account (state.staffEdit): its role, and disable. */
export const Editing = pinnedStory(
  { ...screen, state: { staffEdit: { id: 2, name: 'Kim Reviewer', email: 'kyc@meridian.local', disabled: false, role: 'kyc_reviewer' } } },
  'en',
  'light',
);
