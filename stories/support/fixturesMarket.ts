import type { ApiResponse, EndpointId } from '@core/generated/api';
import recording from '../fixtures/market.json';

// Market and order replies for the ETF stories, recorded from the real server by
// tools/fixtures/recordMarket.ts (npm run fixtures:market) into stories/fixtures/market.json. Each
// reply is kept with the endpoint that gave it; tests/server/market/recording.test.ts checks every
// one against that endpoint's response schema in the catalogue, so a recording that no longer fits
// fails the build. Only states one recording cannot hold at once (empty lists, a stale line) are
// derived below, each from a recorded reply.

type Key = Exclude<keyof typeof recording, '$comment'>;

function replyOf<Id extends EndpointId>(key: Key, endpoint: Id): ApiResponse<Id> {
  const kept = recording[key];
  if (kept.endpoint !== endpoint) throw new Error(`stories/fixtures/market.json ${key} is a reply of ${kept.endpoint}, not ${endpoint}`);
  return kept.data as ApiResponse<Id>;
}

export const etfList = replyOf('etfList', 'etf/list');
export const etfListEmpty: ApiResponse<'etf/list'> = { ...etfList, list: [], total: 0 };
export const etfIndex = replyOf('etfIndex', 'etf/index');
export const categories = replyOf('categories', 'market/category');
export const gainers = replyOf('gainers', 'market/increase');
export const decliners = replyOf('decliners', 'market/decline');
export const ranked = replyOf('ranked', 'market/gainer_list');
export const searchResults = replyOf('searchResults', 'etf/search');
export const favorites = replyOf('favorites', 'etf/custom');
export const spyDetail = replyOf('spyDetail', 'etf/detail');
export const spyDetailClosed = replyOf('spyDetailClosed', 'etf/detail');
export const vusaDetail = replyOf('vusaDetail', 'etf/detail');
export const tradeConf = replyOf('tradeConf', 'market/trade_conf');
export const holding = replyOf('holding', 'etf/orders');
export const closed = replyOf('closed', 'etf/orders');
export const entrust = replyOf('entrust', 'etf/orders');
export const emptyOrders: ApiResponse<'etf/orders'> = { ...holding, list: [], total: 0 };
export const orderDetail = replyOf('orderDetail', 'etf/order');
export const pendingDetail = replyOf('pendingDetail', 'etf/order');
export const saleDetail = replyOf('saleDetail', 'etf/order');
export const spyHolding = replyOf('spyHolding', 'etf/holding');
export const marketNews = replyOf('news', 'market/news');

type QuoteRow = ApiResponse<'etf/list'>['list'][number];

function line(code: string): QuoteRow {
  const found = [...etfList.list, ...etfIndex.list, ...favorites.list, ...searchResults.list].find((l) => l.code === code);
  if (!found) throw new Error(`${code} is not in stories/fixtures/market.json`);
  return found;
}

export const spy = line('SPY');
export const vusa = line('VUSA');
/** ISF as recorded, shown as if its feed had gone quiet: the stale badge's state. */
export const isfDetail = replyOf('isfDetail', 'etf/detail');
export const isf: QuoteRow = {
  code: isfDetail.code,
  name: isfDetail.name,
  market: isfDetail.market,
  exchange: isfDetail.exchange,
  currency: isfDetail.currency,
  quote_currency: isfDetail.quote_currency,
  price: isfDetail.price,
  change: isfDetail.change,
  change_rate: isfDetail.change_rate,
  volume: isfDetail.volume,
  tradable: isfDetail.tradable,
  source: isfDetail.source,
  quote_time: isfDetail.quote_time,
  next_open: isfDetail.next_open,
  stale: true,
};

/** SPY's recorded candles of a period (daily by default). */
export function klineFixture(period: '1day' | '5min' = '1day'): ApiResponse<'etf/kline'> {
  return period === '1day' ? replyOf('spyKlineDay', 'etf/kline') : replyOf('spyKline5m', 'etf/kline');
}
