import type { ApiResponse } from '@core/generated/api';
import { NOW } from './fixturesApp';
import { member } from './fixturesMember';
import { asset, orderNo } from './fixturesWallet';

// The member's money records: transfers, exchanges, and the bill (every posting with the balance after it).

/** trans/trade/logs: between own accounts, a UID transfer sent and one received. */
export const tradeLogs: ApiResponse<'trans/trade/logs'> = {
  list: [
    {
      id: 31,
      kind: 'account',
      direction: 'out',
      from_account: 'asset',
      to_account: 'etf',
      counterparty_uid: '',
      counterparty_nickname: '',
      amount: '300.00',
      fee: '0.00',
      created_at: NOW - 3600 * 5,
    },
    {
      id: 28,
      kind: 'uid',
      direction: 'out',
      from_account: 'asset',
      to_account: 'social',
      counterparty_uid: '31570266',
      counterparty_nickname: 'D***r',
      amount: '45.00',
      fee: '0.00',
      created_at: NOW - 3600 * 30,
    },
    {
      id: 22,
      kind: 'uid',
      direction: 'in',
      from_account: 'asset',
      to_account: 'social',
      counterparty_uid: '40960512',
      counterparty_nickname: 'S****i',
      amount: '45.00',
      fee: '0.00',
      created_at: NOW - 3600 * 77,
    },
    {
      id: 17,
      kind: 'account',
      direction: 'out',
      from_account: 'etf',
      to_account: 'follow',
      counterparty_uid: '',
      counterparty_nickname: '',
      amount: '500.00',
      fee: '0.00',
      created_at: NOW - 3600 * 150,
    },
  ],
  total: 4,
  page: 1,
  limit: 20,
};

/** trans/exchange/logs: USDT sold at the bid, then bought back at the ask. */
export const exchangeLogs: ApiResponse<'trans/exchange/logs'> = {
  list: [
    {
      id: 6,
      from_currency: 'USD',
      to_currency: 'USDT',
      from_amount: '201.00',
      to_amount: '200.00',
      rate: '1.005',
      created_at: NOW - 3600 * 8,
    },
    {
      id: 3,
      from_currency: 'USDT',
      to_currency: 'USD',
      from_amount: '500.00',
      to_amount: '497.50',
      rate: '0.995',
      created_at: NOW - 3600 * 150,
    },
  ],
  total: 2,
  page: 1,
  limit: 20,
};

type BillItem = ApiResponse<'wallet/bill'>['list'][number];

/** The movements of the records, newest first; the remark is the entry's memo as the server writes it. */
const BILL_MOVES: (Pick<BillItem, 'type' | 'title' | 'account' | 'currency' | 'amount'> & { remark: (at: number) => string })[] = [
  { type: 'deposit', title: 'Deposit', account: 'asset', currency: 'USDT', amount: '500.00', remark: (at) => orderNo('D', at, '518204') },
  {
    type: 'transfer',
    title: 'Transfer between accounts',
    account: 'asset',
    currency: 'USDT',
    amount: '-300.00',
    remark: () => 'asset → etf',
  },
  { type: 'transfer', title: 'Transfer between accounts', account: 'etf', currency: 'USDT', amount: '300.00', remark: () => 'asset → etf' },
  {
    type: 'uid_transfer',
    title: 'UID transfer',
    account: 'asset',
    currency: 'USDT',
    amount: '-45.00',
    remark: () => `${member.uid} → 31570266`,
  },
  {
    type: 'withdraw',
    title: 'Withdrawal',
    account: 'asset',
    currency: 'USDT',
    amount: '-100.00',
    remark: (at) => orderNo('W', at, '276931'),
  },
  {
    type: 'exchange',
    title: 'Exchange',
    account: 'asset',
    currency: 'USDT',
    amount: '-100.00',
    remark: () => '100.00 USDT → 99.50 USD @ 0.995',
  },
  {
    type: 'exchange',
    title: 'Exchange',
    account: 'asset',
    currency: 'USD',
    amount: '99.50',
    remark: () => '100.00 USDT → 99.50 USD @ 0.995',
  },
];

/** `count` postings, newest first, every seven hours, each with the balance after it (back from member/asset's balances). */
function billItems(count: number): BillItem[] {
  const balances = new Map<string, number>(asset.accounts.map((a) => [`${a.type} ${a.currency}`, Math.round(Number(a.total) * 100)]));
  return Array.from({ length: count }, (_, i) => {
    const move = BILL_MOVES[i % BILL_MOVES.length]!;
    const at = NOW - 3600 * 7 * (i + 1);
    const key = `${move.account} ${move.currency}`;
    const after = balances.get(key) ?? 0;
    balances.set(key, after - Math.round(Number(move.amount) * 100));
    const { remark, ...rest } = move;
    return { ...rest, id: 95 - i, balance: (after / 100).toFixed(2), remark: remark(at), created_at: at };
  });
}

/** wallet/bill: the first page of 95 records (20 a page, so five pages). */
export const bill: ApiResponse<'wallet/bill'> = { list: billItems(20), total: 95, page: 1, limit: 20 };

/** wallet/bill when everything fits on one page. */
export const billShort: ApiResponse<'wallet/bill'> = { list: billItems(4), total: 4, page: 1, limit: 20 };
