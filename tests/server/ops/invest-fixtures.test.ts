import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { compileResponse } from '@server/http/request-validation';
import replies from '@stories/fixtures/ops-invest.json';
import type { ApiResponse } from '@core/generated/api';

// The operations stories of the Top 10 fund and the job runs answer with hand-written replies: each
// must fit its endpoint's response schema as the catalogue stands, and its figures must agree with
// each other the way the server computes them, so a story never shows what the server cannot send.
describe('stories/fixtures/ops-invest.json', () => {
  const { endpoints } = loadCatalogue();
  const entries = Object.entries(replies).filter(([key]) => key !== '$comment') as [string, { endpoint: string; data: unknown }][];

  it('holds replies of the fund and job operations calls', () => {
    expect(new Set(entries.map(([, kept]) => kept.endpoint))).toEqual(
      new Set([
        'ops/fund_products',
        'ops/fund_product_create',
        'ops/fund_product_close',
        'ops/fund_reserve',
        'ops/fund_reserve_add',
        'ops/jobs',
        'ops/job_retry',
      ]),
    );
  });

  it.each(entries)('%s fits its endpoint response schema', (_key, kept) => {
    const endpoint = endpoints.find((e) => e.id === kept.endpoint);
    expect(endpoint).toBeDefined();
    const validate = compileResponse(endpoint!.response);
    validate(kept.data);
    expect(validate.errors ?? []).toEqual([]);
  });

  it("products' figures agree: remaining, annual rate, contract version", () => {
    const { list } = replies.products.data as ApiResponse<'ops/fund_products'>;
    expect(list.length).toBeGreaterThan(2);
    for (const p of list) {
      expect(new Decimal(p.remaining).eq(new Decimal(p.capacity).minus(p.sold)), p.name).toBe(true);
      expect(new Decimal(p.annual_rate).eq(new Decimal(p.daily_rate).times(365)), p.name).toBe(true);
      expect(p.contract_version).toBe(`top10-v1:${p.id}`);
      expect(new Decimal(p.paid_income).lte(p.contracted_income), p.name).toBe(true);
    }
  });

  it("the reserve's free cover is its balance less the unpaid contracted income", () => {
    const { list } = replies.products.data as ApiResponse<'ops/fund_products'>;
    const unpaid = list.reduce((sum, p) => sum.plus(p.contracted_income).minus(p.paid_income), new Decimal(0));
    for (const reserve of [replies.reserve.data, replies.reserveAdded.data] as ApiResponse<'ops/fund_reserve'>[]) {
      expect(new Decimal(reserve.committed).eq(unpaid)).toBe(true);
      expect(new Decimal(reserve.free).eq(new Decimal(reserve.balance).minus(reserve.committed))).toBe(true);
    }
  });

  it('each job tab lists only its status, within the counts', () => {
    const tabs = { failed: replies.jobsFailed.data, queued: replies.jobsQueued.data, done: replies.jobsDone.data } as Record<
      'failed' | 'queued' | 'done',
      ApiResponse<'ops/jobs'>
    >;
    for (const [status, reply] of Object.entries(tabs) as ['failed' | 'queued' | 'done', ApiResponse<'ops/jobs'>][]) {
      expect(reply.list.map((j) => j.status).every((s) => s === status)).toBe(true);
      expect(reply.list.length).toBe(reply.counts[status]);
      expect(reply.list.every((j) => (j.status === 'done') === (j.done_at !== null))).toBe(true);
    }
  });
});
