import type { Meta } from '@storybook/react-vite';
import type { NodeSpec, ScreenSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { bill, billShort } from '../support/fixturesRecords';

export default {
  title: 'Widgets/Pager',
  parameters: widgetParameters('Pager'),
} satisfies Meta;

/** wallet/bill paged by state.billPage, 20 a page. */
const billScreen: Partial<ScreenSpec> = {
  data: { bill: { endpoint: 'wallet/bill', params: { page: { $bind: 'state.billPage', default: 1 }, limit: 20 } } },
};

/** The records as a List, the Pager under it. */
const pagedBill: NodeSpec[] = [
  {
    widget: 'CellGroup',
    children: [
      {
        widget: 'List',
        props: { source: 'bill', path: 'list', keyField: 'id' },
        children: [
          {
            widget: 'Cell',
            props: {
              title: { $bind: 'item.title' },
              description: { $fmt: 'dateTime', value: { $bind: 'item.created_at' } },
              extra: { $concat: [{ $fmt: 'money', value: { $bind: 'item.amount' } }, ' ', { $bind: 'item.currency' }] },
            },
          },
        ],
      },
    ],
  },
  { widget: 'Pager', props: { source: 'bill', stateKey: 'billPage' } },
];

/** 95 records, 20 a page: page 1 of 5, previous disabled. */
export const FirstPage = widgetStory(pagedBill, { user: member, fixtures: { 'wallet/bill': bill }, screen: billScreen });

/** state.billPage is 3: both buttons enabled. */
export const MiddlePage = widgetStory(pagedBill, {
  user: member,
  fixtures: { 'wallet/bill': bill },
  screen: billScreen,
  state: { billPage: 3 },
});

/** Four records fit on one page: the Pager is hidden. */
export const OnePage = widgetStory(pagedBill, { user: member, fixtures: { 'wallet/bill': billShort }, screen: billScreen });
