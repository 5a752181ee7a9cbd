import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { RealtimeConnect } from '@engine/runtime/realtime/appRealtime';
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

/** A stand-in for the app's realtime connection: records what the page sends, pushes what the server would. */
function fakeSocket() {
  const sent: unknown[] = [];
  let push: ((message: unknown) => void) | undefined;
  const connect: RealtimeConnect = (handlers) => {
    push = handlers.onMessage;
    setTimeout(() => handlers.onOpen?.(), 0);
    return {
      send: (message) => {
        sent.push(message);
        if ((message as { type?: string }).type === 'auth') setTimeout(() => push?.({ type: 'auth', ok: true }), 0);
        return true;
      },
      close: () => (push = undefined),
    };
  };
  return { sent, connect, push: (message: unknown) => push?.(message) };
}

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
      realtime: socket.connect,
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
