import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { closed, emptyOrders, entrust, holding } from '../support/fixturesMarket';
import { movedTick, withTicks } from '../support/liveStory';

export default {
  title: 'Screens/Positions',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/positions.json: Holding, Closed and Entrust tabs (etf/orders by tab); a holding row's market value and P&L follow its ticks (LiveQuote, in USDT at the row's FX rate), the server's figures before the first; a pending order shows when it expires; sell or close a holding (etf/position, confirmed), revoke a pending order (order/revoke, confirmed).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/positions/positions', user: member, fixtures: { 'etf/orders': holding } };

/** Before any tick: the rows show the server's market value and P&L. */
const noTicks = { decorators: [withTicks([])] };
/** A minute after the recording: every held line up 1.5% (ticks derived from the recorded rows). */
const later = new Date(((holding.list[0]?.quote_time ?? 0) + 60) * 1000).toISOString();
const up = {
  decorators: [
    withTicks(
      holding.list.map((row) => movedTick({ code: row.code, price: row.current_price ?? '0', source: row.source }, '0.015', later)),
    ),
  ],
};

export const Korean = pinnedStory(screen, 'ko', 'light', noTicks);
export const English = pinnedStory(screen, 'en', 'light', noTicks);
export const KoreanDark = pinnedStory(screen, 'ko', 'dark', noTicks);
export const EnglishDark = pinnedStory(screen, 'en', 'dark', noTicks);

/** Live P&L: the holdings valued at ticks 1.5% above the recorded prices. */
export const LivePnl = pinnedStory(screen, 'en', 'light', up);
export const LivePnlKorean = pinnedStory(screen, 'ko', 'dark', up);

export const Closed = pinnedStory(
  { ...screen, state: { positionsTab: 'closed' }, fixtures: { 'etf/orders': closed } },
  'en',
  'light',
  noTicks,
);
export const Entrust = pinnedStory(
  { ...screen, state: { positionsTab: 'entrust' }, fixtures: { 'etf/orders': entrust } },
  'en',
  'light',
  noTicks,
);
export const NoPositions = pinnedStory({ ...screen, fixtures: { 'etf/orders': emptyOrders } }, 'ko', 'light', noTicks);
