import { describe, expect, it } from 'vitest';
import replies from '@stories/fixtures/team.json';
import { endpointsCalled, itFitsTheCatalogue, replyEntries, unanswered } from './handWrittenReplies';

// The promotion screen's stories answer with replies written by hand. Each must be a reply the
// server could give.
describe('stories/fixtures/team.json', () => {
  const entries = replyEntries(replies);
  itFitsTheCatalogue(entries);

  it('answers every team call the promotion screen makes', () => {
    const used = endpointsCalled(/"endpoint": "(member\/(?:team_[a-z_]+|level))"/g, ['promotion']);
    expect([...used].sort()).toEqual(['member/level', 'member/team_gain', 'member/team_list']);
    expect(unanswered(used, entries)).toEqual([]);
  });
});
