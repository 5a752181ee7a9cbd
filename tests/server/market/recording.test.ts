import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { compileResponse } from '@server/http/request-validation';
import recording from '@stories/fixtures/market.json';

// The ETF stories show replies recorded from the real server (tools/fixtures/recordMarket.ts). A
// change to one of those endpoints' replies must come with a new recording: every kept reply has
// to validate against its endpoint's response schema as the catalogue stands.
describe('stories/fixtures/market.json', () => {
  const { endpoints } = loadCatalogue();
  const entries = Object.entries(recording).filter(([key]) => key !== '$comment') as [string, { endpoint: string; data: unknown }][];

  it('holds replies of live catalogue endpoints', () => {
    expect(entries.length).toBeGreaterThan(15);
    for (const [key, kept] of entries) {
      const endpoint = endpoints.find((e) => e.id === kept.endpoint);
      expect(endpoint, key).toBeDefined();
      expect(endpoint!.status, key).toBe('live');
    }
  });

  it.each(entries)('%s fits its endpoint response schema (re-record with npm run fixtures:market)', (_key, kept) => {
    const validate = compileResponse(endpoints.find((e) => e.id === kept.endpoint)!.response);
    validate(kept.data);
    expect(validate.errors ?? []).toEqual([]);
  });
});
