import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { compileResponse } from '@server/http/request-validation';
import replies from '@stories/fixtures/legal.json';

// The documents stories answer with replies written by hand; each must be a reply the server could
// give (its endpoint's response schema as the catalogue stands), and the document bodies must be
// the repository's files as the server serves them (title line removed).
describe('stories/fixtures/legal.json', () => {
  const { endpoints } = loadCatalogue();
  const entries = Object.entries(replies).filter(([key]) => key !== '$comment') as [string, { endpoint: string; data: unknown }][];

  it.each(entries)('%s fits its endpoint response schema', (key, kept) => {
    const endpoint = endpoints.find((e) => e.id === kept.endpoint);
    expect(endpoint, key).toBeDefined();
    const validate = compileResponse(endpoint!.response);
    validate(kept.data);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('shows the agreement as the file holds it', () => {
    const file = fs.readFileSync(path.resolve('content/documents/agreement/en.html'), 'utf8');
    expect(`<h1>${replies.agreement.data.title}</h1>\n${replies.agreement.data.content}\n`).toBe(file);
  });

  it('answers every documents call the screens make', () => {
    const used = new Set<string>();
    for (const file of ['richtext', 'legalAccept', 'opsDocuments', 'opsDocumentEdit']) {
      const text = fs.readFileSync(path.resolve('screens/pages', `${file}.json`), 'utf8');
      for (const match of text.matchAll(/"endpoint": "((?:common|member|ops)\/[a-z_]+)"/g)) if (match[1] !== 'ops/me') used.add(match[1]!);
    }
    const answered = new Set(entries.map(([, kept]) => kept.endpoint));
    expect([...used].filter((id) => !answered.has(id))).toEqual([]);
    expect(used.size).toBeGreaterThanOrEqual(8);
  });
});
