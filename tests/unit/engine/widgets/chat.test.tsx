import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@engine/runtime/chat/chatMessages';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import { TOKEN_KEY } from '@engine/runtime/store/createSessionStore';
import { FakeSocket } from '../helpers/fakeSocket';
import type { NodeSpec } from '@engine/runtime/dsl';
import { renderApp, testCatalogue, type Reply, type Sent } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

// The member's chat against a fake server and a socket the test drives: what the widget shows from
// the history, the catch-up after the socket signs in, a send (failed, then retried under the same
// client id) and a live push. The Chat widget had no unit test before issue 24 split it.

for (const id of ['chat/history', 'chat/read', 'chat/send'] as const)
  testCatalogue[id] = { method: id === 'chat/history' ? 'GET' : 'POST', path: id, auth: false };

const message = (id: number, from: 'member' | 'staff', body: string): ChatMessage => ({
  id,
  client_id: `c${id}`,
  from,
  staff_name: from === 'staff' ? 'Hana' : '',
  body,
  image: '',
  time: 1764079200 + id,
  status: 'delivered',
});

const thread = (list: ChatMessage[], more = false) => ({
  code: 0,
  data: { conversation_id: 7, status: 'open', list, has_more: more, unread: 0, delivered_to: 0, read_to: 0 },
});

const TOKEN = 'member-session-token-0123456789';

/**
 * The app's realtime socket (every engine test's is a FakeSocket): the test pushes frames to the
 * widget and reads what the app sent on it. It opens once the chat has made it.
 */
function fakeSocket() {
  const live = () => FakeSocket.made.at(-1);
  const socket = {
    get sent() {
      return live()?.sent ?? [];
    },
    push: (frame: unknown) => act(() => live()!.onmessage?.({ data: JSON.stringify(frame) })),
  };
  return socket;
}

async function opened() {
  await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
  act(() => FakeSocket.made[0]!.open());
}

const bodies = () => [...document.querySelectorAll('.mer-chat-msg:not(.mer-chat-pending) .mer-chat-body')].map((p) => p.textContent);

async function renderChat(server: Record<string, (sent: Sent) => Reply>) {
  const node: NodeSpec = { widget: 'Chat', props: { realm: 'member', welcome: 'Hello there' } };
  return renderApp({
    backend: memoryBackend({ [TOKEN_KEY]: JSON.stringify(TOKEN), 'meridian.locale': JSON.stringify('en') }),
    screens: { login: { dslVersion: DSL_VERSION, id: 'login', title: 'fixture.title', navbar: { show: false }, body: [node] } },
    path: '/',
    locale: 'en',
    server,
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Chat', () => {
  it('shows the welcome before any message, and the history once it arrives', async () => {
    fakeSocket();
    await renderChat({ 'chat/history': () => thread([]) });
    expect(await screen.findByText('Hello there')).toBeTruthy();
    expect(document.querySelector('.mer-chat-offline')).toBeTruthy();
  });

  it('shows each message time relative to now (spec section 9), the exact time with its zone in its title', async () => {
    // Only Date is faked: the widget's requests and waitFor keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((1764079200 + 2) * 1000 + 10 * 60_000);
    fakeSocket();
    await renderChat({ 'chat/history': () => thread([message(2, 'staff', 'Earlier'), message(3, 'member', 'Later')]) });
    await waitFor(() => expect(bodies()).toEqual(['Earlier', 'Later']));
    const times = [...document.querySelectorAll<HTMLTimeElement>('.mer-chat-meta time')];
    expect(times.map((time) => time.textContent)).toEqual(['10 minutes ago', '9 minutes ago']);
    expect(times[0]!.dateTime).toBe(new Date((1764079200 + 2) * 1000).toISOString());
    expect(times[0]!.title).toMatch(/^2025-11-\d\d \d\d:\d\d:02 \S+/);
  });

  it('reads the history after the newest id once the socket signs in, and merges it without repeats', async () => {
    const socket = fakeSocket();
    const { server } = await renderChat({
      'chat/history': (sent) =>
        String(sent.url).includes('after=')
          ? thread([message(2, 'member', 'Two'), message(3, 'staff', 'Three')])
          : thread([message(1, 'member', 'One'), message(2, 'member', 'Two')], true),
      'chat/read': () => ({ code: 0, data: { unread: 0 } }),
    });
    await waitFor(() => expect(bodies()).toEqual(['One', 'Two']));
    expect(document.querySelector('.mer-chat-older')).toBeTruthy();
    await opened();
    expect(socket.sent).toEqual([{ type: 'auth', token: TOKEN }]);
    socket.push({ type: 'auth', ok: true });
    await waitFor(() => expect(bodies()).toEqual(['One', 'Two', 'Three']));
    expect(document.querySelector('.mer-chat-offline')).toBeNull();
    expect(server.sent.some((s) => String(s.url).includes('after=2'))).toBe(true);
    expect(server.sent.filter((s) => String(s.url).includes('chat/read')).length).toBeGreaterThan(0);
  });

  it('keeps a failed send to retry under the same client id, and shows a pushed reply', async () => {
    const socket = fakeSocket();
    let fail = true;
    const sends: unknown[] = [];
    await renderChat({
      'chat/history': () => thread([]),
      'chat/read': () => ({ code: 0, data: { unread: 0 } }),
      'chat/send': (sent) => {
        sends.push(sent.body);
        return fail ? { code: 500, msg: 'Try again' } : { code: 0, data: message(5, 'member', 'Hi') };
      },
    });
    await screen.findByText('Hello there');
    await opened();
    const input = document.querySelector<HTMLTextAreaElement>('.mer-chat-input')!;
    fireEvent.change(input, { target: { value: '  Hi  ' } });
    fireEvent.submit(input.form!);
    expect(input.value).toBe('');
    const retry = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('.mer-chat-retry');
      expect(button).toBeTruthy();
      return button!;
    });
    expect(screen.getByRole('alert').textContent).toBe('Try again');
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(bodies()).toEqual(['Hi']));
    expect(document.querySelector('.mer-chat-pending')).toBeNull();
    // The retry is the same message: one client id for both tries.
    expect(sends).toHaveLength(2);
    expect(sends[0]).toMatchObject({ body: 'Hi', client_id: expect.any(String) });
    expect(sends[1]).toEqual(sends[0]);
    socket.push({ type: 'chat', event: 'message', message: message(6, 'staff', 'Hello from support') });
    await waitFor(() => expect(bodies()).toEqual(['Hi', 'Hello from support']));
    expect(document.querySelector('.mer-chat-who')?.textContent).toBe('Hana');
  });

  it('shares the app socket: leaving the chat signs it out and leaves the socket to the others', async () => {
    const socket = fakeSocket();
    const { engine, view } = await renderChat({ 'chat/history': () => thread([]), 'chat/read': () => ({ code: 0, data: { unread: 0 } }) });
    const heard: unknown[] = [];
    engine.realtime.listen({ onMessage: (m) => heard.push(m) });
    await opened();
    socket.push({ type: 'auth', ok: true });
    view.unmount();
    expect(socket.sent.at(-1)).toEqual({ type: 'signout' });
    // One socket all along, still open for the app's other readers.
    expect(FakeSocket.made).toHaveLength(1);
    socket.push({ type: 'bundle', version: 2 });
    expect(heard).toEqual([
      { type: 'auth', ok: true },
      { type: 'bundle', version: 2 },
    ]);
  });
});
