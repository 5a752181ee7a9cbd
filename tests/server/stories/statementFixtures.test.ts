import { describe, expect, it } from 'vitest';
import replies from '@stories/fixtures/statements.json';
import { endpointsCalled, itFitsTheCatalogue, replyEntries, unanswered } from './handWrittenReplies';

// The statements screen's stories answer with a reply written by hand: it must be one the server could give.
describe('stories/fixtures/statements.json', () => {
  const entries = replyEntries(replies);
  itFitsTheCatalogue(entries);

  it('answers the call the statements screen makes', () => {
    const used = endpointsCalled(/"endpoint": "(wallet\/statement)"/g, ['statements']);
    expect([...used]).toEqual(['wallet/statement']);
    expect(unanswered(used, entries)).toEqual([]);
    expect(Buffer.from(replies.statement.data.content, 'base64').length).toBe(replies.statement.data.size);
  });
});
