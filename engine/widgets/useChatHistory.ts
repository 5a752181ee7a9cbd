import { useCallback, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { Engine } from '../context/Engine';
import { lastIdOf, mergeMessages, withMarks, type ChatMessage } from '../runtime/chat/chatMessages';
import type { ChatCalls, Thread } from './chatRealm';

export interface ChatHistory {
  list: ChatMessage[];
  setList: Dispatch<SetStateAction<ChatMessage[]>>;
  /** The newest list, for the socket's handlers, which outlive the render that opened the socket. */
  listRef: { current: ChatMessage[] };
  hasMore: boolean;
  mark: (upTo: number) => void;
  /** Delivery and read marks the other side reported for this side's messages. */
  marks: (deliveredTo: number, readTo: number) => void;
  firstPage: (isAlive: () => boolean) => Promise<void>;
  olderPage: () => Promise<void>;
  catchUp: () => Promise<void>;
}

/** One page of the conversation: `page` says which (before or after an id) and how many. */
function historyPage(engine: Engine, calls: ChatCalls, page: Record<string, unknown>): Promise<Thread> {
  return engine.api.call(calls.history, { ...calls.target, ...page }, { toast: false }) as Promise<Thread>;
}

/** Tells the server how far this side has got: delivered on arrival, read since the chat is on screen. */
function markRead(engine: Engine, calls: ChatCalls, upTo: number): void {
  if (upTo > 0) void engine.api.call(calls.read, { ...calls.target, up_to: upTo, mark: 'read' }, { toast: false }).catch(() => undefined);
}

/** A page merged into the messages held by id, with the delivery and read marks it reports for this side's messages. */
function withPage(old: ChatMessage[], thread: Thread, mine: (m: ChatMessage) => boolean): ChatMessage[] {
  return withMarks(mergeMessages(old, thread.list), mine, thread.delivered_to, thread.read_to);
}

/**
 * The messages held and the history calls: the newest page when the chat opens, older pages on
 * demand, and the catch-up after every (re)connection. Pages merge by id, so a message fetched twice
 * (a page and a push, or two catch-ups) shows once.
 */
export function useChatHistory(engine: Engine, calls: ChatCalls, mine: (m: ChatMessage) => boolean): ChatHistory {
  const [list, setList] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const listRef = useRef<ChatMessage[]>([]);
  // The socket's handlers outlive the render that opened the socket: they read the newest list here.
  useLayoutEffect(() => {
    listRef.current = list;
  }, [list]);

  const mark = useCallback((upTo: number) => markRead(engine, calls, upTo), [engine, calls]);

  const absorb = useCallback(
    (thread: Thread) => {
      setList((old) => withPage(old, thread, mine));
      mark(lastIdOf(thread.list));
    },
    [mark, mine],
  );

  const firstPage = useCallback(
    (isAlive: () => boolean) =>
      historyPage(engine, calls, { count: 50 }).then(
        (thread) => {
          if (!isAlive()) return;
          setHasMore(thread.has_more);
          absorb(thread);
        },
        () => undefined,
      ),
    [engine, calls, absorb],
  );

  /** Newer messages than the newest held, page by page: the catch-up after every (re)connection. */
  const catchUp = useCallback(async () => {
    for (;;) {
      const thread = await historyPage(engine, calls, { after: lastIdOf(listRef.current), count: 100 });
      absorb(thread);
      listRef.current = mergeMessages(listRef.current, thread.list);
      if (!thread.has_more) return;
    }
  }, [engine, calls, absorb]);

  const olderPage = async () => {
    const before = listRef.current[0]?.id;
    const thread = await historyPage(engine, calls, { ...(before ? { before } : {}), count: 50 });
    setHasMore(thread.has_more);
    setList((old) => withPage(old, thread, mine));
  };

  const marks = (deliveredTo: number, readTo: number) => setList((old) => withMarks(old, mine, deliveredTo, readTo));

  return { list, setList, listRef, hasMore, mark, marks, firstPage, olderPage, catchUp };
}
