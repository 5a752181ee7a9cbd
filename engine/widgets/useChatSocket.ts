import { useEffect } from 'react';
import type { Engine } from '../context/Engine';
import { unconfirmed, type ChatMessage } from '../runtime/chat/chatMessages';
import type { CannedReply, ChatRealm, Push } from './chatRealm';
import type { ChatHistory } from './useChatHistory';
import type { ChatSending } from './useChatSend';

export interface ChatConnection {
  engine: Engine;
  realm: ChatRealm;
  conversation: number;
  mine: (m: ChatMessage) => boolean;
  history: ChatHistory;
  sending: ChatSending;
  setOnline: (online: boolean) => void;
  setCanned: (list: CannedReply[]) => void;
}

/** What each push does to the chat; `c` is the connection as it was when the socket opened. */
function pushHandler(c: ChatConnection): (push: Push) => void {
  const { history, sending } = c;
  return (push) => {
    if (push.type === 'auth') {
      c.setOnline(push.ok);
      // Signed in again: what came meanwhile, once; then what this app still owes the server.
      if (push.ok)
        void history.catchUp().then(
          () => unconfirmed(sending.pendingRef.current, history.listRef.current).forEach((p) => void sending.send(p)),
          () => undefined,
        );
      return;
    }
    if (push.type !== 'chat') return;
    // Support's socket hears every conversation; this chat shows one.
    if (c.realm === 'staff' && push.conversation_id !== c.conversation) return;
    if (push.event === 'message') {
      sending.confirm(push.message);
      if (!c.mine(push.message)) history.mark(push.message.id);
    } else if (push.event === 'marks') history.marks(push.delivered_to, push.read_to);
  };
}

/**
 * Opens the chat: the newest page, support's canned replies, then the app's realtime connection,
 * signed in with {"type":"auth"} on every (re)connection. Nothing that answers after the chat has gone (or moved to
 * another conversation) touches its state.
 */
export function useChatSocket(c: ChatConnection): void {
  const { engine, realm, conversation } = c;
  useEffect(() => {
    if (realm === 'staff' && !conversation) return;
    let alive = true;
    void c.history.firstPage(() => alive);
    if (realm === 'staff')
      void (engine.api.call('ops/chat_canned', {}, { toast: false }) as Promise<{ list: CannedReply[] }>).then(
        (r) => alive && c.setCanned(r.list),
        () => undefined,
      );
    const token = realm === 'staff' ? engine.stores.staff.get().token : engine.stores.session.get().token;
    const onPush = pushHandler(c);
    // The app's realtime connection, signed in with this realm's token while the chat is open: the
    // auth answer (again after every reconnection) says the chat is online.
    const unlisten = engine.realtime.listen({
      onClose: () => alive && c.setOnline(false),
      onMessage: (raw) => {
        if (alive) onPush(raw as Push);
      },
    });
    const signOut = token ? engine.realtime.signIn(token) : () => undefined;
    return () => {
      alive = false;
      unlisten();
      signOut();
    };
    // Opened once per conversation: the handlers read the newest list and pending sends through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, realm, conversation]);
}
