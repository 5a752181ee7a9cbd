import { connectRealtime, type RealtimeConnection, type RealtimeOptions } from '../realtime/connectRealtime';

export type ChatConnect = (handlers: Pick<RealtimeOptions, 'onMessage' | 'onOpen' | 'onClose'>) => RealtimeConnection;

/** This origin's /ws, as the chat opens it (its own socket, while a chat is on screen). */
const originSocket: ChatConnect = (handlers) => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return connectRealtime({ url: `${scheme}://${window.location.host}/ws`, ...handlers });
};

let connector: ChatConnect = originSocket;

/** How the Chat widget reaches the server's pushes: /ws, unless a story put a stand-in here. */
export function chatConnector(): ChatConnect {
  return connector;
}

/** For stories (no server behind them): a stand-in socket; none restores /ws. */
export function setChatConnector(next?: ChatConnect): void {
  connector = next ?? originSocket;
}
