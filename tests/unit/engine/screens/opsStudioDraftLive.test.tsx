import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import { setChatConnector } from '@engine/runtime/chat/chatSocket';
import type { Manifest } from '@engine/runtime/dsl';
import {
  staffEditor,
  studioConflictNone,
  studioDraftApproved,
  studioDraftDiff,
  studioDraftToApprove,
} from '@stories/support/fixturesStudio';
import { fakeFeedback } from '../helpers/testEngine';

const manifest = manifestJson as Manifest;

/** A stand-in /ws that records what the page sends and lets the test push what the server would. */
function fakeSocket() {
  const sent: unknown[] = [];
  let push: ((message: unknown) => void) | undefined;
  setChatConnector((handlers) => {
    push = handlers.onMessage;
    setTimeout(() => handlers.onMessage({ type: 'auth', ok: true }), 0);
    return { send: (message) => (sent.push(message), true), close: () => (push = undefined) };
  });
  return { sent, push: (message: unknown) => push?.(message) };
}

afterEach(() => setChatConnector());

// Issue 24's hand-off: the author's change page learns of the approval over /ws (server:
// {"type":"draft","draft":id,"event":"approved"}) and reloads, so Publish turns primary without a reload.
describe('a studio change page, live', () => {
  it('reloads when another screen editor approves the change, and ignores another change’s approval', async () => {
    const socket = fakeSocket();
    const fixtures: Record<string, unknown> = {
      'ops/me': staffEditor,
      'ops/studio/draft': { ...studioDraftToApprove, mine: true, can_edit: true, can_approve: false },
      'ops/studio/draft_diff': studioDraftDiff,
      'ops/studio/draft_conflict': studioConflictNone,
    };
    const engine = await createPreviewEngine({
      manifest,
      path: '/ops/studio/draft?id=14',
      locale: 'en',
      feedback: fakeFeedback(),
      staff: staffEditor,
      fixtures,
    });
    render(<App engine={engine} />);
    const before = await screen.findByRole('button', { name: 'Publish' });
    expect(before.className).not.toContain('adm-button-primary');
    expect(screen.queryByText(/^Approved by Bob Editor/)).toBeNull();
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'watch', draft: 14 }));

    // The server now answers the change as approved; an approval of another change changes nothing.
    fixtures['ops/studio/draft'] = studioDraftApproved;
    await act(async () => socket.push({ type: 'draft', draft: 99, event: 'approved' }));
    expect(screen.queryByText(/^Approved by Bob Editor/)).toBeNull();

    await act(async () => socket.push({ type: 'draft', draft: 14, event: 'approved' }));
    expect(await screen.findByText(/^Approved by Bob Editor/)).toBeTruthy();
    const after = await screen.findByRole('button', { name: 'Publish' });
    await waitFor(() => expect(after.className).toContain('adm-button-primary'));
  });
});
