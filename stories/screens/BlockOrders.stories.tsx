import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { blockApplications, blockApplicationsEmpty, blockLocked, blockRevoked, blockUnlocked } from '../support/fixturesBlocks';

export default {
  title: 'Screens/Block Orders',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/blockOrders.json: My block trades in three paged tabs. Applications (order/block_apply): status (Pending, Allocated, Not allocated, Revoked), quantity, block price and USDT frozen, after the close what was allocated, paid and released, and Revoke on a pending one (confirmed, order/block_revoke). Locked (order/block_hold): shares in lock-up with block price, cost, the bid now, market value and P&L (a dash without a fresh quote), unlock date. Unlocked (order/block_history): shares released into the ordinary holding with their value and P&L at release.',
      },
    },
  },
} satisfies Meta;

const fixtures = {
  'order/block_apply': blockApplications,
  'order/block_hold': blockLocked,
  'order/block_history': blockUnlocked,
  'order/block_revoke': blockRevoked,
};
const screen: PreviewSetup = { path: '/block-orders', user: member, fixtures };

/** Applications in each status: pending (with Revoke), allocated, not allocated, revoked. */
export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Shares in lock-up: one valued at the bid, one whose line has no fresh quote (a dash). */
export const Locked = pinnedStory({ ...screen, state: { blockOrdersTab: 'locked' } }, 'en', 'light');
export const LockedKoreanDark = pinnedStory({ ...screen, state: { blockOrdersTab: 'locked' } }, 'ko', 'dark');

/** Shares whose lock-up ended: released at a profit and at a loss. */
export const Unlocked = pinnedStory({ ...screen, state: { blockOrdersTab: 'unlocked' } }, 'en', 'light');

/** No application yet. */
export const NoApplications = pinnedStory(
  { ...screen, fixtures: { ...fixtures, 'order/block_apply': blockApplicationsEmpty } },
  'en',
  'light',
);
