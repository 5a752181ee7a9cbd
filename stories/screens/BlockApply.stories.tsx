import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { asset } from '../support/fixturesWallet';
import { blockApplied, blockOffer, blockOffers } from '../support/fixturesBlocks';

export default {
  title: 'Screens/Block Apply',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/blockApply.json: applying for one block trade (the offer of market/block_list whose id the route names): its facts, the ETF account that pays with its available USDT (member/asset) and a transfer in, the USDT to be frozen as the quantity is typed (quantity x block price), a quantity bounded by the offer's minimum, maximum and lot (bounds from the offer, not written in the form), the acknowledgement of the lock-up and allocation rule and the payment password; confirmed, then market/block_apply and My block trades. An offer not open yet, closed, or already applied for says so instead of the form.",
      },
    },
  },
} satisfies Meta;

const fixtures = { 'market/block_list': blockOffers, 'member/asset': asset, 'market/block_apply': blockApplied };
const screen: PreviewSetup = { path: `/block-apply?id=${blockOffer('SPY').id}`, user: member, fixtures };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** 300 shares typed: the USDT to be frozen follows (300 x 487.35). */
export const QuantityTyped = pinnedStory({ ...screen, state: { blockApplyForm: { quantity: 300 } } }, 'en', 'light');

/** An offer whose window has not opened: when it opens, no form. */
export const Upcoming = pinnedStory({ ...screen, path: `/block-apply?id=${blockOffer('VUSA').id}` }, 'en', 'light');

/** A closed offer: applications have closed, no form. */
export const Closed = pinnedStory({ ...screen, path: `/block-apply?id=${blockOffer('EEM').id}` }, 'en', 'dark');

/** An offer the member already applied for: one live application per offer, revoke it to apply again. */
export const AlreadyApplied = pinnedStory({ ...screen, path: `/block-apply?id=${blockOffer('QQQ').id}` }, 'ko', 'light');
