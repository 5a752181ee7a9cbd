import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { bill } from '../support/fixturesRecords';

export default {
  title: 'Screens/Asset Details',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/assetDetails.json: the member's financial records (wallet/bill) by period and type, signed amounts with the account and memo, paged with the Pager.",
      },
    },
  },
} satisfies Meta;

/** 95 records, 20 a page: the Pager shows page 1 of 5. */
const screen: PreviewSetup = { path: '/pages/mine/asset-details', user: member, fixtures: { 'wallet/bill': bill } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The third page of five (state.billPage). */
export const Page3 = pinnedStory({ ...screen, state: { billPage: 3 } }, 'en', 'light');

/** No records in the period. */
export const Empty = pinnedStory({ ...screen, fixtures: { 'wallet/bill': { ...bill, list: [], total: 0 } } }, 'en', 'light');
