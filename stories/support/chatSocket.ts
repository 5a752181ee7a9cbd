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
