import { useEffect, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { toMillis } from '../runtime/format/toMillis';
import type { ChatMessage, PendingMessage } from '../runtime/chat/chatMessages';
import { ChatImage } from './ChatImage';
import type { ChatRealm } from './chatRealm';

interface ChatMessageListProps {
  realm: ChatRealm;
  list: ChatMessage[];
  pending: PendingMessage[];
  welcome: string;
  mine: (m: ChatMessage) => boolean;
  k: (key: string) => string;
  retry: (message: PendingMessage) => void;
}

/** The conversation: confirmed messages with their ticks, then this side's sends still on their way (or failed, to retry). */
export function ChatMessageList({ realm, list, pending, welcome, mine, k, retry }: ChatMessageListProps) {
  const { t, formatters: f } = useEngine();
  useMinuteTick();
  return (
    <ol className="mer-chat-list" aria-live="polite">
      {list.length === 0 && pending.length === 0 && <li className="mer-chat-empty">{welcome || t(k('empty'))}</li>}
      {list.map((m) => (
        <li key={m.id} className={`mer-chat-msg ${mine(m) ? 'mer-chat-mine' : 'mer-chat-theirs'}`} data-id={m.id}>
          {m.from === 'staff' && realm === 'member' && <span className="mer-chat-who">{m.staff_name || t(k('support'))}</span>}
          {m.body && <p className="mer-chat-body">{m.body}</p>}
          {m.image && <ChatImage src={m.image} realm={realm} alt={t(k('photo'))} />}
          <span className="mer-chat-meta">
            {/* Relative, as spec section 9 says ("just now", "5 minutes ago"); the exact time with its zone on hover and for assistive tech. */}
            <time dateTime={isoOf(m.time)} title={f.dateTime(m.time)}>
              {f.relativeTime(m.time)}
            </time>
            {mine(m) && <span className="mer-chat-status"> · {t(k(`status.${m.status}`))}</span>}
          </span>
        </li>
      ))}
      {pending.map((p) => (
        <li key={p.client_id} className="mer-chat-msg mer-chat-mine mer-chat-pending">
          {p.body && <p className="mer-chat-body">{p.body}</p>}
          <span className="mer-chat-meta">
            {p.failed ? (
              <button type="button" className="mer-chat-retry" onClick={() => retry(p)}>
                {t(k('retry'))}
              </button>
            ) : (
              t(k('sending'))
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A message time (seconds or milliseconds, spec section 9) as the machine-readable form <time> takes. */
function isoOf(time: number): string | undefined {
  const ms = toMillis(time);
  return ms === undefined ? undefined : new Date(ms).toISOString();
}

/** Re-renders once a minute, so "just now" becomes "5 minutes ago" while the conversation stays open. */
function useMinuteTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
}
