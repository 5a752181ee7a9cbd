import { describe, expect, it } from 'vitest';
import replies from '@stories/fixtures/invest.json';
import { endpointsCalled, itFitsTheCatalogue, replyEntries, unanswered } from './handWrittenReplies';

// The Top 10 and copy-trading stories answer with replies written by hand (the endpoints are newer
// than any recording). Each must still be a reply the server could give.
describe('stories/fixtures/invest.json', () => {
  const entries = replyEntries(replies);

  it('holds more than ten replies', () => expect(entries.length).toBeGreaterThan(10));
  itFitsTheCatalogue(entries);

  it('answers every fund/ and follow/ call the member screens make', () => {
    const used = endpointsCalled(/"endpoint": "((?:fund|follow)\/[a-z_]+)"/g);
    expect(used.size).toBeGreaterThan(10);
    expect(unanswered(used, entries)).toEqual([]);
  });
});
