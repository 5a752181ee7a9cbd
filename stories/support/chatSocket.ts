import { setChatConnector } from '@engine/runtime/chat/chatSocket';

/**
 * Stories have no server behind them: the chat's socket is a stand-in that signs in at once and
 * then stays quiet, so the widget shows itself online over its fixture history.
 */
export function quietChatSocket(): void {
  setChatConnector((handlers) => {
    const timer = setTimeout(() => handlers.onMessage({ type: 'auth', ok: true }), 0);
    return { send: () => true, close: () => clearTimeout(timer) };
  });
}

/**
 * The same stand-in for the studio's presence: signs in at once and, when a change is watched,
 * answers that these screen editors have it open too.
 */
export function presenceSocket(editors: string[]): void {
  setChatConnector((handlers) => {
    const timers = [setTimeout(() => handlers.onMessage({ type: 'auth', ok: true }), 0)];
    return {
      send: (message) => {
        const m = message as { type?: string; draft?: number };
        if (m.type === 'watch') timers.push(setTimeout(() => handlers.onMessage({ type: 'presence', draft: m.draft, editors }), 0));
        return true;
      },
      close: () => timers.forEach(clearTimeout),
    };
  });
}
