import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { compileResponse } from '@server/http/request-validation';
import replies from '@stories/fixtures/team.json';

// The promotion screen's stories answer with replies written by hand. Each must be a reply the
// server could give: it validates against its endpoint's response schema as the catalogue stands.
describe('stories/fixtures/team.json', () => {
  const { endpoints } = loadCatalogue();
  const entries = Object.entries(replies).filter(([key]) => key !== '$comment') as [string, { endpoint: string; data: unknown }][];

  it.each(entries)('%s fits its endpoint response schema', (_key, kept) => {
    const validate = compileResponse(endpoints.find((e) => e.id === kept.endpoint)!.response);
    validate(kept.data);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('answers every team call the promotion screen makes', () => {
    const text = fs.readFileSync(path.resolve('screens/pages/promotion.json'), 'utf8');
    const used = [...text.matchAll(/"endpoint": "(member\/(?:team_[a-z_]+|level))"/g)].map((m) => m[1]!);
    expect(used.sort()).toEqual(['member/level', 'member/team_gain', 'member/team_list']);
    const answered = new Set(entries.map(([, kept]) => kept.endpoint));
    expect(used.filter((id) => !answered.has(id))).toEqual([]);
  });
});
