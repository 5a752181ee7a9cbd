import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { correctionProposed, corrections, memberBill, staffFinance } from '../support/fixturesOpsFinance';

export default {
  title: 'Screens/Ops Corrections',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/opsCorrections.json: two-person ledger corrections for finance staff (ops/me): proposals by state (ops/corrections), approved or refused by a second person (ops/correction_decide); a member's postings by UID (ops/member_bill) to propose reversing one (ops/correction_propose).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/corrections',
  staff: staffFinance,
  fixtures: {
    'ops/corrections': corrections,
    'ops/member_bill': memberBill,
    'ops/correction_decide': { id: correctionProposed.id, status: 'approved' },
    'ops/correction_propose': { id: 5, status: 'proposed' },
  },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A member looked up by UID (state.corrUid): their postings, newest first. */
export const MemberEntries = pinnedStory({ ...screen, state: { corrUid: '12345678' } }, 'en', 'light');

/** A posting chosen (state.corrEntry): the reason to propose reversing it. */
export const Proposing = pinnedStory({ ...screen, state: { corrUid: '12345678', corrEntry: memberBill.list[2] } }, 'en', 'light');

/** A proposal opened (state.corrDecide): approve it, or refuse with a reason. */
export const Deciding = pinnedStory({ ...screen, state: { corrDecide: correctionProposed } }, 'en', 'light');

/** No proposal waiting. */
export const Empty = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'ops/corrections': { ...corrections, list: [], total: 0 } } },
  'en',
  'light',
);
