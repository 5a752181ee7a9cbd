import type { ApiResponse, EndpointId } from '@core/generated/api';
import replies from '../fixtures/invest.json';

// Top 10 fund and copy-trading replies for the stories, written by hand into
// stories/fixtures/invest.json (the endpoints are newer than any recording). Each is kept with its
// endpoint; tests/server/stories/investFixtures.test.ts checks every one against that endpoint's
// response schema in the catalogue. States one reply cannot hold at once (empty lists, the
// member's own record, a short track record) are derived below, each from a kept reply.

type Key = Exclude<keyof typeof replies, '$comment'>;

function replyOf<Id extends EndpointId>(key: Key, endpoint: Id): ApiResponse<Id> {
  const kept = replies[key];
  if (kept.endpoint !== endpoint) throw new Error(`stories/fixtures/invest.json ${key} is a reply of ${kept.endpoint}, not ${endpoint}`);
  return kept.data as ApiResponse<Id>;
}

export const topProducts = replyOf('topProducts', 'fund/top');
export const topProductsEmpty: ApiResponse<'fund/top'> = { list: [], reserve: topProducts.reserve };
export const topRunning = replyOf('topRunning', 'fund/top_list');
export const topSettled = replyOf('topSettled', 'fund/top_list');
export const topNone: ApiResponse<'fund/top_list'> = {
  ...topRunning,
  list: [],
  total: 0,
  summary: { invested: '0.00', accumulated_income: '0.00', total_income: '0.00', running_count: 0 },
};
export const topRank = replyOf('topRank', 'fund/top_rank');
export const topContract = replyOf('topContract', 'fund/contract');
export const topBought = replyOf('topBought', 'fund/top_buy');

export const board = replyOf('board', 'follow/list');
export const boardEarners = replyOf('boardEarners', 'follow/list');
export const boardEmpty: ApiResponse<'follow/list'> = { ...board, list: [], total: 0 };
export const providerStat = replyOf('providerStat', 'follow/statis');
/** The member's own record: no subscribe button. */
export const providerSelf: ApiResponse<'follow/statis'> = { ...providerStat, is_self: true };
export const providerChart = replyOf('providerChart', 'follow/chart');
/** A provider whose record began today: one point, too short for a chart. */
export const providerChartShort: ApiResponse<'follow/chart'> = { ...providerChart, list: providerChart.list.slice(-1) };
export const followConf = replyOf('followConf', 'follow/conf');
export const followBought = replyOf('followBought', 'follow/buy');
export const followActive = replyOf('followActive', 'follow/log');
export const followSettled = replyOf('followSettled', 'follow/log');
export const followNone: ApiResponse<'follow/log'> = {
  ...followActive,
  list: [],
  total: 0,
  summary: { invested: '0.00', value: '0.00', total_income: '0.00', active_count: 0, total_count: 0 },
};
export const followStopped = replyOf('followStopped', 'follow/stop');
export const stopLossSet = replyOf('stopLossSet', 'follow/stop_loss');
