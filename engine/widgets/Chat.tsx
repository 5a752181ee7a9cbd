import { useEffect, useRef } from 'react';
import { useEngine } from '../context/EngineContext';
import { ChatCompose } from './ChatCompose';
import { ChatMessageList } from './ChatMessageList';
import { chatTextKey } from './chatRealm';
import { int, oneOf, text } from '../kit/propReaders';
import { useChatThread } from './useChatThread';
import type { WidgetProps } from '../kit/WidgetProps';

/**
 * The support chat, for a member (its own conversation) or support staff (one conversation, with
 * canned replies). History comes from the API; live messages and marks over /ws after the socket
 * signs in with {"type":"auth"}. Every (re)connection reads the history after the newest id held, so
 * what came while the socket was down is fetched once, and messages merge by id, so nothing shows
 * twice. A send carries a client id made once per message: retried after a failure (or resent after
 * a reconnect) it is still one message. Its own chunk: only the chat screens load it (with
 * useChatThread and the parts below, which nothing else imports).
 */
export function Chat({ props }: WidgetProps<'Chat'>) {
  const { t } = useEngine();
  const realm = oneOf(props.realm, ['member', 'staff'] as const, 'member');
  const conversation = int(props.conversation, 0, 0, Number.MAX_SAFE_INTEGER);
  const k = chatTextKey(realm);
  const chat = useChatThread(realm, conversation);
  const bottom = useRef<HTMLDivElement>(null);

  // A block body: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.list.length, chat.pending.length]);

  return (
    <section className="mer-chat" aria-label={t(k('title'))}>
      {!chat.online && (
        <p className="mer-chat-offline" role="status">
          {t(k('reconnecting'))}
        </p>
      )}
      {chat.hasMore && (
        <button type="button" className="mer-chat-older" onClick={() => void chat.olderPage()}>
          {t(k('older'))}
        </button>
      )}
      <ChatMessageList
        realm={realm}
        list={chat.list}
        pending={chat.pending}
        welcome={text(props.welcome)}
        mine={chat.mine}
        k={k}
        retry={(p) => void chat.send(p)}
      />
      <div ref={bottom} />
      {chat.problem && (
        <p className="mer-chat-problem" role="alert">
          {chat.problem}
        </p>
      )}
      <ChatCompose
        k={k}
        canned={chat.canned}
        canAttach={realm === 'member' || conversation > 0}
        sendText={chat.sendText}
        sendPhoto={(file) => void chat.sendPhoto(file)}
      />
    </section>
  );
}
