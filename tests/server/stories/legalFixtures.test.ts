import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import replies from '@stories/fixtures/legal.json';
import { loadOperatorFacts } from '@server/config';
import { fillOperatorFacts, pinFacts } from '@server/documents/operator-facts';
import { endpointsCalled, itFitsTheCatalogue, replyEntries, unanswered } from './handWrittenReplies';

// The documents stories answer with replies written by hand; each must be a reply the server could
// give (its endpoint's response schema as the catalogue stands), and the document bodies must be
// the repository's files as the server serves them outside production (title line removed, operator
// placeholders filled with the demo facts, each marked "(demo)").
describe('stories/fixtures/legal.json', () => {
  const entries = replyEntries(replies);
  itFitsTheCatalogue(entries);

  it('shows the agreement as the file holds it', () => {
    const file = fs.readFileSync(path.resolve('content/documents/agreement/en.html'), 'utf8');
    const served = fillOperatorFacts(file, pinFacts(loadOperatorFacts({}, false)), 'en');
    expect(served).toContain('(demo)');
    expect(`<h1>${replies.agreement.data.title}</h1>\n${replies.agreement.data.content}\n`).toBe(served);
  });

  it('answers every documents call the screens make', () => {
    const used = endpointsCalled(/"endpoint": "((?:common|member|ops)\/[a-z_]+)"/g, [
      'richtext',
      'legalAccept',
      'opsDocuments',
      'opsDocumentEdit',
    ]);
    used.delete('ops/me');
    expect(unanswered(used, entries)).toEqual([]);
    expect(used.size).toBeGreaterThanOrEqual(8);
  });
});
