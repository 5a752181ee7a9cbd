import { describe, expect, it } from 'vitest';
import replies from '@stories/fixtures/blocks.json';
import { endpointsCalled, itFitsTheCatalogue, replyEntries, unanswered } from './handWrittenReplies';

// The block-trade stories answer with replies written by hand (the endpoints are newer than any
// recording). Each must still be a reply the server could give.
describe('stories/fixtures/blocks.json', () => {
  const entries = replyEntries(replies);

  it('holds a reply for each state the stories show', () => expect(entries.length).toBeGreaterThan(5));
  itFitsTheCatalogue(entries);

  it('answers every block-trade call the member and staff screens make', () => {
    const used = endpointsCalled(/"endpoint": "((?:market|order|ops)\/block_[a-z_]+)"/g);
    expect(used.size).toBeGreaterThanOrEqual(5);
    expect(unanswered(used, entries)).toEqual([]);
  });
});
