import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { compileResponse } from '@server/http/request-validation';
import replies from '@stories/fixtures/content.json';

// The News tab, notice list and help center stories answer with replies written by hand (the endpoints are newer
// than any recording). Each must still be a reply the server could give: it has to validate
// against its endpoint's response schema as the catalogue stands, so a change of shape there
// fails here before a story shows a reply the real server would never send.
describe('stories/fixtures/content.json', () => {
  const { endpoints } = loadCatalogue();
  const entries = Object.entries(replies).filter(([key]) => key !== '$comment') as [string, { endpoint: string; data: unknown }][];

  it('holds replies of catalogue endpoints', () => {
    expect(entries.length).toBeGreaterThan(5);
    for (const [key, kept] of entries)
      expect(
        endpoints.find((e) => e.id === kept.endpoint),
        key,
      ).toBeDefined();
  });

  it.each(entries)('%s fits its endpoint response schema', (_key, kept) => {
    const validate = compileResponse(endpoints.find((e) => e.id === kept.endpoint)!.response);
    validate(kept.data);
    expect(validate.errors ?? []).toEqual([]);
  });

  // The documents' calls have their replies in legal.json (legalFixtures.test.ts), the support chat's in
  // stories/support/fixturesChat.ts; every other news/, announce/ and common/ call is answered here.
  const elsewhere = new Set(['common/tmp', 'common/rule', 'common/services', 'common/service_info', 'common/contact']);

  it('answers every news/, announce/ and common/ call the member screens make', () => {
    const used = new Set<string>();
    for (const file of fs.readdirSync(path.resolve('screens/pages'))) {
      const text = fs.readFileSync(path.resolve('screens/pages', file), 'utf8');
      for (const match of text.matchAll(/"endpoint": "((?:news|announce|common)\/[a-z_]+)"/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    const answered = new Set(entries.map(([, kept]) => kept.endpoint));
    expect([...used].filter((id) => !answered.has(id) && !elsewhere.has(id))).toEqual([]);
  });
});
