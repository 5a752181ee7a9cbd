import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffAdmin } from '../support/fixturesOps';
import { opsBlockCreated, opsBlockOffers, opsBlockOffersEmpty } from '../support/fixturesBlocks';

export default {
  title: 'Screens/Ops Blocks',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsBlocks.json: block trades for administrators (ops/block_offers, newest first): line and status, block price with the discount on the reference price, size, lot and per-application limits, shares applied for, applicants and allocated, window, lock-up and unlock date, who created it; a new offer (ops/block_create: code, shares, lot, minimum and maximum, a discount chosen among rates shown as percentages, window, lock-up days) after a confirmation, its price read from the market at that instant; audited.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/blocks',
  staff: staffAdmin,
  fixtures: { 'ops/block_offers': opsBlockOffers, 'ops/block_create': opsBlockCreated },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** No block trade yet: the create form is the way in. */
export const Empty = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'ops/block_offers': opsBlockOffersEmpty } }, 'en', 'light');
