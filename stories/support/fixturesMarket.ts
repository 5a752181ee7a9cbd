import Decimal from 'decimal.js';
import type { ApiResponse } from '@core/generated/api';

// Market and order replies for the ETF stories, typed with the generated response types. Prices
// are decimal strings as the server sends them; quotes carry their source and time.

/** 2025-11-21 20:59 UTC (a Friday, just before the U.S. close), in Unix seconds. */
const QUOTE_TIME = 1763758740;
/** The next U.S. open after that Friday: Monday 2025-11-24 14:30 UTC. */
const NEXT_OPEN = 1763994600;
const SOURCE = 'Simulated (Meridian GBM)';

type QuoteRow = ApiResponse<'etf/list'>['list'][number];

function quote(code: string, name: string, market: 'US' | 'UK', currency: string, price: string, change: string, volume: number): QuoteRow {
  const p = new Decimal(price);
  const rate = new Decimal(change).div(p.minus(change)).toFixed(6);
  return {
    code,
    name,
    market,
    currency,
    quote_currency: currency as 'USD' | 'GBP' | 'GBX',
    price,
    change,
    change_rate: rate,
    volume,
    tradable: true,
    source: SOURCE,
    quote_time: QUOTE_TIME,
    stale: false,
    next_open: null,
  };
}

export const spy = quote('SPY', 'SPDR S&P 500 ETF Trust', 'US', 'USD', '659.03', '6.84', 58213400);
const qqq = quote('QQQ', 'Invesco QQQ Trust', 'US', 'USD', '590.07', '-3.21', 41872300);
const gld = quote('GLD', 'SPDR Gold Shares', 'US', 'USD', '376.12', '1.05', 9120400);
const tlt = quote('TLT', 'iShares 20+ Year Treasury Bond ETF', 'US', 'USD', '89.77', '-0.42', 30110200);
const arkk = quote('ARKK', 'ARK Innovation ETF', 'US', 'USD', '71.36', '-2.87', 12800900);
const xle = quote('XLE', 'Energy Select Sector SPDR Fund', 'US', 'USD', '88.41', '1.93', 15230500);
export const vusa = quote('VUSA', 'Vanguard S&P 500 UCITS ETF (Dist)', 'UK', 'GBP', '101.42', '0.87', 612000);
export const isf = { ...quote('ISF', 'iShares Core FTSE 100 UCITS ETF (Dist)', 'UK', 'GBX', '912.6', '-4.2', 2310000), stale: true };

export const etfList: ApiResponse<'etf/list'> = { list: [spy, qqq, gld, tlt, vusa, isf], total: 45, page: 1, limit: 20 };
export const etfListEmpty: ApiResponse<'etf/list'> = { list: [], total: 0, page: 1, limit: 20 };

export const etfIndex: ApiResponse<'etf/index'> = {
  list: [
    quote('SPX', 'S&P 500', 'US', 'USD', '6602.99', '64.23', 0),
    quote('NDX', 'Nasdaq 100', 'US', 'USD', '24239.57', '-105.44', 0),
    quote('UKX', 'FTSE 100', 'UK', 'GBP', '9539.71', '11.95', 0),
  ],
};

export const categories: ApiResponse<'market/category'> = {
  list: [
    { key: 'broad', name: 'Broad market', market: 'US' },
    { key: 'tech', name: 'Technology', market: 'US' },
    { key: 'bond', name: 'Bonds', market: 'US' },
    { key: 'commodity', name: 'Commodities', market: 'US' },
  ],
};

export const gainers: ApiResponse<'market/increase'> = { list: [xle, spy, gld, vusa] };
export const decliners: ApiResponse<'market/decline'> = { list: [arkk, isf, qqq, tlt] };
export const ranked: ApiResponse<'market/gainer_list'> = {
  list: [xle, spy, gld, vusa, tlt, qqq, isf, arkk],
  total: 45,
  page: 1,
  limit: 20,
};
export const searchResults: ApiResponse<'etf/search'> = { list: [spy], total: 1, page: 1, limit: 20 };
export const favorites: ApiResponse<'etf/custom'> = { list: [spy, qqq, vusa] };

export const spyDetail: ApiResponse<'etf/detail'> = {
  ...spy,
  open: '653.10',
  high: '660.48',
  low: '651.92',
  prev_close: '652.19',
  category: 'broad',
  is_favorite: true,
  description: 'Tracks the S&P 500 index of large U.S. companies.',
  fx_rate: null,
  fx_time: null,
};

/** A closed market: the last price stays, with when it opens again. */
export const spyDetailClosed: ApiResponse<'etf/detail'> = { ...spyDetail, next_open: NEXT_OPEN, is_favorite: false };

export const vusaDetail: ApiResponse<'etf/detail'> = {
  ...vusa,
  open: '100.61',
  high: '101.58',
  low: '100.40',
  prev_close: '100.55',
  category: 'broad',
  is_favorite: false,
  description: 'Tracks the S&P 500, listed in London in pounds.',
  fx_rate: '1.3105',
  fx_time: QUOTE_TIME - 30,
};

export const tradeConf: ApiResponse<'market/trade_conf'> = {
  tradable: true,
  levers: [1],
  fee_rate: '0.001',
  min_quantity: 1,
  max_quantity: 100000,
  delegate_types: ['market', 'limit'],
  trading_hours: [{ open: '09:30', close: '16:00' }],
  timezone: 'America/New_York',
};

/**
 * 120 daily candles ending at the quote: a fixed walk (no randomness, so every render is the same),
 * decimal throughout like the server's.
 */
export function klineFixture(code: string, last: string, count = 120, stepSeconds = 86400): ApiResponse<'etf/kline'> {
  const list: ApiResponse<'etf/kline'>['list'] = [];
  let close = new Decimal(last).times(0.9);
  for (let i = 0; i < count; i += 1) {
    const drift = new Decimal(Math.sin(i / 7) * 0.012 + Math.cos(i / 3) * 0.006 + 0.001).toDecimalPlaces(4);
    const open = close;
    close = open.times(drift.plus(1)).toDecimalPlaces(2);
    const high = Decimal.max(open, close).times(1.004).toDecimalPlaces(2);
    const low = Decimal.min(open, close).times(0.996).toDecimalPlaces(2);
    list.push({
      time: QUOTE_TIME - (count - 1 - i) * stepSeconds,
      open: open.toFixed(2),
      high: high.toFixed(2),
      low: low.toFixed(2),
      close: close.toFixed(2),
      volume: 40_000_000 + ((i * 7919) % 30_000_000),
    });
  }
  // Scaled so the walk ends at the quote: the chart's last candle and the price above it agree.
  const scale = new Decimal(last).div(close);
  const scaled = list.map((c) => ({
    ...c,
    open: scale.times(c.open).toFixed(2),
    high: scale.times(c.high).toFixed(2),
    low: scale.times(c.low).toFixed(2),
    close: scale.times(c.close).toFixed(2),
  }));
  return { code, period: '1d', source: SOURCE, list: scaled };
}

type OrderRow = ApiResponse<'etf/orders'>['list'][number];

const baseOrder: OrderRow = {
  id: 1,
  order_no: 'E202511210001',
  code: 'SPY',
  name: 'SPDR S&P 500 ETF Trust',
  market: 'US',
  lever: 1,
  direction: 'buy',
  delegate_type: 'market',
  status: 'transacted',
  position_status: 'holding',
  quantity: 3,
  delegate_price: null,
  buy_price: '641.20',
  buy_time: QUOTE_TIME - 86400 * 9,
  sell_price: null,
  sell_time: null,
  current_price: '659.03',
  close_price: null,
  order_amount: '1923.60',
  fee: '1.93',
  market_value: '1977.09',
  occupied_funds: '1923.60',
  profit: '53.49',
  profit_rate: '0.027807',
  created_at: QUOTE_TIME - 86400 * 9,
};

export const holding: ApiResponse<'etf/orders'> = {
  list: [
    baseOrder,
    {
      ...baseOrder,
      id: 2,
      order_no: 'E202511200007',
      code: 'QQQ',
      name: 'Invesco QQQ Trust',
      quantity: 2,
      buy_price: '603.50',
      current_price: '590.07',
      order_amount: '1207.00',
      fee: '1.21',
      market_value: '1180.14',
      occupied_funds: '1207.00',
      profit: '-26.86',
      profit_rate: '-0.022254',
    },
  ],
  total: 2,
  page: 1,
  limit: 20,
};

export const closed: ApiResponse<'etf/orders'> = {
  list: [
    {
      ...baseOrder,
      id: 3,
      order_no: 'E202511100003',
      code: 'GLD',
      name: 'SPDR Gold Shares',
      position_status: 'closed',
      quantity: 5,
      buy_price: '352.40',
      sell_price: '371.02',
      sell_time: QUOTE_TIME - 86400 * 2,
      close_price: '371.02',
      current_price: '376.12',
      order_amount: '1762.00',
      market_value: '1855.10',
      profit: '91.34',
      profit_rate: '0.051839',
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
};

export const entrust: ApiResponse<'etf/orders'> = {
  list: [
    {
      ...baseOrder,
      id: 4,
      order_no: 'E202511210012',
      delegate_type: 'limit',
      status: 'pending',
      position_status: 'holding',
      quantity: 2,
      delegate_price: '640.00',
      buy_price: null,
      buy_time: null,
      order_amount: '1280.00',
      occupied_funds: '1281.28',
      market_value: '0.00',
      profit: '0.00',
      profit_rate: '0',
      created_at: QUOTE_TIME - 3600,
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
};

export const emptyOrders: ApiResponse<'etf/orders'> = { list: [], total: 0, page: 1, limit: 20 };

export const orderDetail: ApiResponse<'etf/order'> = holding.list[0]!;
export const pendingDetail: ApiResponse<'etf/order'> = entrust.list[0]!;
