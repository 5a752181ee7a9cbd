import type { ApiResponse, EndpointId } from '@core/generated/api';
import replies from '../fixtures/blocks.json';

// Block-trade replies for the member and staff stories, written by hand into
// stories/fixtures/blocks.json (the endpoints are newer than any recording), each kept with its
// endpoint and typed here by the catalogue's response. States one reply cannot hold at once (an
// empty list, one status of the applications) are derived below, each from a kept reply.

type Key = Exclude<keyof typeof replies, '$comment'>;

function replyOf<Id extends EndpointId>(key: Key, endpoint: Id): ApiResponse<Id> {
  const kept = replies[key];
  if (kept.endpoint !== endpoint) throw new Error(`stories/fixtures/blocks.json ${key} is a reply of ${kept.endpoint}, not ${endpoint}`);
  return kept.data as ApiResponse<Id>;
}

/** Open (one already applied for), upcoming, closed and allocated offers. */
export const blockOffers = replyOf('offers', 'market/block_list');
export const blockOffersEmpty: ApiResponse<'market/block_list'> = { ...blockOffers, list: [], total: 0 };
export const blockApplied = replyOf('applied', 'market/block_apply');
/** One application in each status: pending, pass, rejected, expired. */
export const blockApplications = replyOf('applications', 'order/block_apply');
export const blockApplicationsEmpty: ApiResponse<'order/block_apply'> = { ...blockApplications, list: [], total: 0 };
/** Shares in lock-up: one valued at the bid, one without a fresh quote (nulls). */
export const blockLocked = replyOf('locked', 'order/block_hold');
/** Unlocked shares: one released at a profit, one at a loss. */
export const blockUnlocked = replyOf('unlocked', 'order/block_history');
export const blockRevoked = replyOf('revoked', 'order/block_revoke');
export const opsBlockOffers = replyOf('opsOffers', 'ops/block_offers');
export const opsBlockOffersEmpty: ApiResponse<'ops/block_offers'> = { ...opsBlockOffers, list: [], total: 0 };
export const opsBlockCreated = replyOf('opsCreated', 'ops/block_create');

/** An offer of the list by code (the apply screen opens one by id). */
export function blockOffer(code: string): ApiResponse<'market/block_list'>['list'][number] {
  const offer = blockOffers.list.find((o) => o.code === code);
  if (!offer) throw new Error(`no block offer ${code} in stories/fixtures/blocks.json`);
  return offer;
}
