import { describe, expect, it } from 'vitest';
import replies from '@stories/fixtures/content.json';
import { endpointsCalled, itFitsTheCatalogue, replyEntries, unanswered } from './handWrittenReplies';

// The News tab, notice list and help center stories answer with replies written by hand (the
// endpoints are newer than any recording). Each must still be a reply the server could give.
describe('stories/fixtures/content.json', () => {
  const entries = replyEntries(replies);

  it('holds more than five replies', () => expect(entries.length).toBeGreaterThan(5));
  itFitsTheCatalogue(entries);

  // The documents' calls have their replies in legal.json (legalFixtures.test.ts), the support chat's in
  // stories/support/fixturesChat.ts; every other news/, announce/ and common/ call is answered here.
  const elsewhere = new Set(['common/tmp', 'common/rule', 'common/services', 'common/service_info', 'common/contact']);

  it('answers every news/, announce/ and common/ call the member screens make', () => {
    const used = endpointsCalled(/"endpoint": "((?:news|announce|common)\/[a-z_]+)"/g);
    expect(used.size).toBeGreaterThan(5);
    expect(unanswered(used, entries).filter((id) => !elsewhere.has(id))).toEqual([]);
  });
});
