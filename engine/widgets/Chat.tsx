import { useCallback, useEffect, useRef, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { ApiError } from '../runtime/api/ApiError';
import { chatConnector } from '../runtime/chat/chatSocket';
import {
  lastIdOf,
  mergeMessages,
  newClientId,
  unconfirmed,
  withMarks,
  type ChatMessage,
  type PendingMessage,
} from '../runtime/chat/chatMessages';
import { checkPhoto, PHOTO_TYPES } from '../forms/checkPhoto';
import { int, oneOf, text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

interface Thread {
  conversation_id: number;
  status: 'none' | 'open' | 'closed';
  list: ChatMessage[];
  has_more: boolean;
  delivered_to: number;
  read_to: number;
}

type Push =
  | { type: 'auth'; ok: boolean }
  | { type: 'chat'; event: 'message'; conversation_id?: number; message: ChatMessage }
  | { type: 'chat'; event: 'marks'; conversation_id?: number; delivered_to: number; read_to: number }
  | { type: 'chat'; event: 'status' | 'queue'; conversation_id?: number; status: string };

/**
 * The support chat, for a member (its own conversation) or support staff (one conversation, with
 * canned replies). History comes from the API; live messages and marks over /ws after the socket
 * signs in with {"type":"auth"}. Every (re)connection reads the history after the newest id held, so
 * what came while the socket was down is fetched once, and messages merge by id, so nothing shows
 * twice. A send carries a client id made once per message: retried after a failure (or resent after
 * a reconnect) it is still one message. Its own chunk: only the chat screens load it.
 */
export function Chat({ props }: WidgetProps<'Chat'>) {
  const engine = useEngine();
  const { t, formatters: f } = engine;
  const realm = oneOf(props.realm, ['member', 'staff'] as const, 'member');
  const conversation = int(props.conversation, 0, 0, Number.MAX_SAFE_INTEGER);
  const k = (key: string) => `${realm === 'staff' ? 'ops.chat' : 'service.chat'}.${key}`;
  const mine = useCallback((m: ChatMessage) => (realm === 'staff' ? m.from === 'staff' : m.from !== 'staff'), [realm]);

  const [list, setList] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [online, setOnline] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const [canned, setCanned] = useState<{ id: number; title: string; body: string }[]>([]);
  const listRef = useRef<ChatMessage[]>([]);
  listRef.current = list;
  const pendingRef = useRef<PendingMessage[]>([]);
  pendingRef.current = pending;
  const fileInput = useRef<HTMLInputElement>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const historyCall = realm === 'staff' ? 'ops/chat_messages' : 'chat/history';
  const readCall = realm === 'staff' ? 'ops/chat_read' : 'chat/read';
  const sendCall = realm === 'staff' ? 'ops/chat_send' : 'chat/send';
  const target = realm === 'staff' ? { id: conversation } : {};

  /** Tells the server how far this side has got: delivered on arrival, read since the chat is on screen. */
  const mark = useCallback(
    (upTo: number) => {
      if (upTo > 0) void engine.api.call(readCall, { ...target, up_to: upTo, mark: 'read' }, { toast: false }).catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, readCall, conversation],
  );

  const absorb = useCallback(
    (thread: Thread) => {
      setList((old) => withMarks(mergeMessages(old, thread.list), mine, thread.delivered_to, thread.read_to));
      mark(lastIdOf(thread.list));
    },
    [mark, mine],
  );

  /** Newer messages than the newest held, page by page: the catch-up after every (re)connection. */
  const catchUp = useCallback(async () => {
    for (;;) {
      const thread = (await engine.api.call(
        historyCall,
        { ...target, after: lastIdOf(listRef.current), count: 100 },
        { toast: false },
      )) as Thread;
      absorb(thread);
      listRef.current = mergeMessages(listRef.current, thread.list);
      if (!thread.has_more) return;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, historyCall, absorb, conversation]);

  const send = useCallback(
    async (message: PendingMessage) => {
      setPending((old) => [...old.filter((p) => p.client_id !== message.client_id), { ...message, failed: false }]);
      try {
        const body = { ...target, client_id: message.client_id, ...(message.body ? { body: message.body } : {}) };
        const sent = (await engine.api.call(sendCall, message.image ? { ...body, image: message.image } : body, {
          toast: false,
        })) as ChatMessage;
        setList((old) => mergeMessages(old, [sent]));
        setPending((old) => old.filter((p) => p.client_id !== message.client_id));
      } catch (error) {
        setPending((old) => old.map((p) => (p.client_id === message.client_id ? { ...p, failed: true } : p)));
        if (error instanceof ApiError && error.kind === 'server') setProblem(error.msg);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, sendCall, conversation],
  );

  // The first page, then the socket.
  useEffect(() => {
    if (realm === 'staff' && !conversation) return;
    let alive = true;
    void (engine.api.call(historyCall, { ...target, count: 50 }, { toast: false }) as Promise<Thread>).then(
      (thread) => {
        if (!alive) return;
        setHasMore(thread.has_more);
        absorb(thread);
      },
      () => undefined,
    );
    if (realm === 'staff')
      void (engine.api.call('ops/chat_canned', {}, { toast: false }) as Promise<{ list: typeof canned }>).then(
        (r) => alive && setCanned(r.list),
        () => undefined,
      );
    const token = realm === 'staff' ? engine.stores.staff.get().token : engine.stores.session.get().token;
    const connection = chatConnector()({
      onOpen: () => connection.send({ type: 'auth', token }),
      onClose: () => alive && setOnline(false),
      onMessage: (raw) => {
        const push = raw as Push;
        if (!alive) return;
        if (push.type === 'auth') {
          setOnline(push.ok);
          // Signed in again: what came meanwhile, once; then what this app still owes the server.
          if (push.ok)
            void catchUp().then(
              () => unconfirmed(pendingRef.current, listRef.current).forEach((p) => void send(p)),
              () => undefined,
            );
          return;
        }
        if (push.type !== 'chat') return;
        if (realm === 'staff' && push.conversation_id !== conversation) return;
        if (push.event === 'message') {
          setList((old) => mergeMessages(old, [push.message]));
          setPending((old) => old.filter((p) => p.client_id !== push.message.client_id));
          if (!mine(push.message)) mark(push.message.id);
        } else if (push.event === 'marks') setList((old) => withMarks(old, mine, push.delivered_to, push.read_to));
      },
    });
    return () => {
      alive = false;
      connection.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, realm, conversation]);

  // A block body: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [list.length, pending.length]);

  const olderPage = async () => {
    const before = listRef.current[0]?.id;
    const thread = (await engine.api.call(
      historyCall,
      { ...target, ...(before ? { before } : {}), count: 50 },
      { toast: false },
    )) as Thread;
    setHasMore(thread.has_more);
    setList((old) => withMarks(mergeMessages(old, thread.list), mine, thread.delivered_to, thread.read_to));
  };

  const submit = () => {
    const body = draft.trim();
    if (!body) return;
    setDraft('');
    setProblem('');
    void send({ client_id: newClientId(), body, failed: false });
  };

  const attach = async (file: File) => {
    const check = checkPhoto(file);
    if (check) return setProblem(t(check.key, check.args));
    setProblem('');
    try {
      // Support's photo belongs to the conversation (ops/chat_image); a member's to the member (upload/image).
      const uploaded = (await (realm === 'staff'
        ? engine.api.call('ops/chat_image', { id: String(conversation), file }, { toast: false })
        : engine.api.call('upload/image', { purpose: 'chat_image', file }, { toast: false }))) as { key: string };
      await send({ client_id: newClientId(), body: '', image: uploaded.key, failed: false });
    } catch (error) {
      setProblem(error instanceof ApiError && error.msg ? error.msg : t('engine.requestError'));
    }
  };

  return (
    <section className="mer-chat" aria-label={t(k('title'))}>
      {!online && (
        <p className="mer-chat-offline" role="status">
          {t(k('reconnecting'))}
        </p>
      )}
      {hasMore && (
        <button type="button" className="mer-chat-older" onClick={() => void olderPage()}>
          {t(k('older'))}
        </button>
      )}
      <ol className="mer-chat-list" aria-live="polite">
        {list.length === 0 && pending.length === 0 && <li className="mer-chat-empty">{text(props.welcome) || t(k('empty'))}</li>}
        {list.map((m) => (
          <li key={m.id} className={`mer-chat-msg ${mine(m) ? 'mer-chat-mine' : 'mer-chat-theirs'}`} data-id={m.id}>
            {m.from === 'staff' && realm === 'member' && <span className="mer-chat-who">{m.staff_name || t(k('support'))}</span>}
            {m.body && <p className="mer-chat-body">{m.body}</p>}
            {m.image && <ChatImage src={m.image} realm={realm} alt={t(k('photo'))} />}
            <span className="mer-chat-meta">
              {f.dateTime(m.time)}
              {mine(m) && <span className="mer-chat-status"> · {t(k(`status.${m.status}`))}</span>}
            </span>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.client_id} className="mer-chat-msg mer-chat-mine mer-chat-pending">
            {p.body && <p className="mer-chat-body">{p.body}</p>}
            <span className="mer-chat-meta">
              {p.failed ? (
                <button type="button" className="mer-chat-retry" onClick={() => void send(p)}>
                  {t(k('retry'))}
                </button>
              ) : (
                t(k('sending'))
              )}
            </span>
          </li>
        ))}
      </ol>
      <div ref={bottom} />
      {problem && (
        <p className="mer-chat-problem" role="alert">
          {problem}
        </p>
      )}
      {canned.length > 0 && (
        <div className="mer-chat-canned" role="group" aria-label={t(k('canned'))}>
          {canned.map((c) => (
            <button key={c.id} type="button" onClick={() => setDraft(c.body)}>
              {c.title}
            </button>
          ))}
        </div>
      )}
      <form
        className="mer-chat-compose"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {(realm === 'member' || conversation > 0) && (
          <>
            <button type="button" className="mer-chat-attach" aria-label={t(k('attach'))} onClick={() => fileInput.current?.click()}>
              +
            </button>
            <input
              ref={fileInput}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              hidden
              aria-label={t(k('attach'))}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void attach(file);
              }}
            />
          </>
        )}
        <textarea
          className="mer-chat-input"
          value={draft}
          maxLength={2000}
          rows={1}
          placeholder={t(k('placeholder'))}
          aria-label={t(k('placeholder'))}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="mer-chat-send" disabled={draft.trim() === ''}>
          {t(k('send'))}
        </button>
      </form>
    </section>
  );
}

/** A chat photo: private, so fetched with the reader's token and shown from memory. */
function ChatImage({ src, realm, alt }: { src: string; realm: 'member' | 'staff'; alt: string }) {
  const engine = useEngine();
  const [url, setUrl] = useState('');
  useEffect(() => {
    let alive = true;
    let made = '';
    engine.fileUrl(src, realm).then(
      (objectUrl) => {
        made = objectUrl;
        if (alive) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      () => undefined,
    );
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [engine, src, realm]);
  return url ? (
    <img className="mer-chat-image" src={url} alt={alt} />
  ) : (
    <span className="mer-chat-image mer-chat-image-loading">{alt}</span>
  );
}
