import type { ApiResponse, EndpointId } from '@core/generated/api';
import replies from '../fixtures/ops-invest.json';

// Replies for the operations stories of the Top 10 fund and the job runs, written by hand in
// stories/fixtures/ops-invest.json (the fund calls were contracts before their server existed).
// tests/server/ops/invest-fixtures.test.ts checks each against its endpoint's response schema.

type Key = Exclude<keyof typeof replies, '$comment'>;

function replyOf<Id extends EndpointId>(key: Key, endpoint: Id): ApiResponse<Id> {
  const kept = replies[key];
  if (kept.endpoint !== endpoint)
    throw new Error(`stories/fixtures/ops-invest.json ${key} is a reply of ${kept.endpoint}, not ${endpoint}`);
  return kept.data as ApiResponse<Id>;
}

export const fundProducts = replyOf('products', 'ops/fund_products');
export const fundProductsEmpty = replyOf('productsEmpty', 'ops/fund_products');
export const fundProductCreated = replyOf('productCreated', 'ops/fund_product_create');
export const fundProductClosed = replyOf('productClosed', 'ops/fund_product_close');
export const fundReserve = replyOf('reserve', 'ops/fund_reserve');
export const fundReserveAdded = replyOf('reserveAdded', 'ops/fund_reserve_add');
export const jobsFailed = replyOf('jobsFailed', 'ops/jobs');
export const jobsQueued = replyOf('jobsQueued', 'ops/jobs');
export const jobsDone = replyOf('jobsDone', 'ops/jobs');
export const jobsNone = replyOf('jobsNone', 'ops/jobs');
export const jobRetried = replyOf('jobRetried', 'ops/job_retry');
