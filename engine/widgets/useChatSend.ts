import { useCallback, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { Engine } from '../context/Engine';
import { ApiError } from '../runtime/api/ApiError';
import { mergeMessages, type ChatMessage, type PendingMessage } from '../runtime/chat/chatMessages';
import type { ChatCalls } from './chatRealm';

export interface ChatSending {
  pending: PendingMessage[];
  /** The newest pending list, for the socket's handlers (resent after a reconnect). */
  pendingRef: { current: PendingMessage[] };
  send: (message: PendingMessage) => Promise<void>;
  /** A message the socket pushed: shown once, and no longer pending if it was this app's send. */
  confirm: (message: ChatMessage) => void;
}

/**
 * Sending: a message waits in `pending` until the server confirms it, and stays there marked failed
 * for a retry. The client id is made once per message, so a retry or a resend after a reconnect is
 * still one message on the server.
 */
export function useChatSend(
  engine: Engine,
  calls: ChatCalls,
  setList: Dispatch<SetStateAction<ChatMessage[]>>,
  setProblem: (problem: string) => void,
): ChatSending {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const pendingRef = useRef<PendingMessage[]>([]);
  // The socket's handlers outlive the render that opened the socket: they read the newest pending here.
  useLayoutEffect(() => {
    pendingRef.current = pending;
  }, [pending]);

  const confirm = useCallback(
    (message: ChatMessage) => {
      setList((old) => mergeMessages(old, [message]));
      setPending((old) => old.filter((p) => p.client_id !== message.client_id));
    },
    [setList],
  );

  const send = useCallback(
    async (message: PendingMessage) => {
      setPending((old) => [...old.filter((p) => p.client_id !== message.client_id), { ...message, failed: false }]);
      try {
        const body = { ...calls.target, client_id: message.client_id, ...(message.body ? { body: message.body } : {}) };
        const sent = (await engine.api.call(calls.send, message.image ? { ...body, image: message.image } : body, {
          toast: false,
        })) as ChatMessage;
        // Settled by this send's own client id, whatever the answer carries.
        setList((old) => mergeMessages(old, [sent]));
        setPending((old) => old.filter((p) => p.client_id !== message.client_id));
      } catch (error) {
        setPending((old) => old.map((p) => (p.client_id === message.client_id ? { ...p, failed: true } : p)));
        if (error instanceof ApiError && error.kind === 'server') setProblem(error.msg);
      }
    },
    [engine, calls, setList, setProblem],
  );

  return { pending, pendingRef, send, confirm };
}
