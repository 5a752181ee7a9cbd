import type { RealtimeConnect } from '@engine/runtime/realtime/appRealtime';

/**
 * Stories have no server behind them: the app's realtime connection is a stand-in that answers
 * every sign-in at once and then stays quiet, so the chat shows itself online over its fixture history.
 */
export const quietRealtime: RealtimeConnect = (handlers) => {
  const timers = [setTimeout(() => handlers.onOpen?.(), 0)];
  return {
    send: (message) => {
      if ((message as { type?: string }).type === 'auth') timers.push(setTimeout(() => handlers.onMessage({ type: 'auth', ok: true }), 0));
      return true;
    },
    close: () => timers.forEach(clearTimeout),
  };
};

/**
 * The same stand-in for the studio's presence: signs in at once and, when a change is watched,
 * answers that these screen editors have it open too.
 */
export function presenceRealtime(editors: string[]): RealtimeConnect {
  return (handlers) => {
    const timers = [setTimeout(() => handlers.onOpen?.(), 0)];
    const later = (message: unknown) => timers.push(setTimeout(() => handlers.onMessage(message), 0));
    return {
      send: (message) => {
        const m = message as { type?: string; draft?: number | null };
        if (m.type === 'auth') later({ type: 'auth', ok: true });
        if (m.type === 'watch' && m.draft) later({ type: 'presence', draft: m.draft, editors });
        return true;
      },
      close: () => timers.forEach(clearTimeout),
    };
  };
}
