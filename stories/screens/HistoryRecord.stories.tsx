import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { exchangeLogs, tradeLogs } from '../support/fixturesRecords';
import { deposits, withdraws } from '../support/fixturesWallet';

export default {
  title: 'Screens/History Record',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/historyRecord.json: the member's deposits (wallet/deposits), withdrawals with fee, arrival and refusal reason (wallet/withdraws; one under review can be canceled with wallet/withdraw_cancel), transfers (trans/trade/logs) and exchanges (trans/exchange/logs), each paged.",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/mine/history-record',
  user: member,
  fixtures: {
    'wallet/deposits': deposits,
    'wallet/withdraws': withdraws,
    'trans/trade/logs': tradeLogs,
    'trans/exchange/logs': exchangeLogs,
  },
};

/** The deposits tab: one under review, one refused with the reason, one credited. */
export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Withdrawals: one sent after hours (reviewed from 09:00, can be canceled), one refused with the reason, one paid out. */
export const Withdrawals = pinnedStory({ ...screen, state: { recordsTab: 'withdraws' } }, 'en', 'light');

/** Withdrawals in Korean, dark. */
export const WithdrawalsKoreanDark = pinnedStory({ ...screen, state: { recordsTab: 'withdraws' } }, 'ko', 'dark');

/** Transfers: between own accounts, a UID transfer sent and one received. */
export const Transfers = pinnedStory({ ...screen, state: { recordsTab: 'transfers' } }, 'en', 'light');

/** Exchanges: USDT sold at the bid and bought back at the ask. */
export const Exchanges = pinnedStory({ ...screen, state: { recordsTab: 'exchanges' } }, 'en', 'light');

/** Nothing yet: each tab's own empty text. */
export const Empty = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'wallet/deposits': { ...deposits, list: [], total: 0 } } },
  'en',
  'light',
);
