import { useCallback, useMemo, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { ApiError } from '../runtime/api/ApiError';
import { newClientId, type ChatMessage } from '../runtime/chat/chatMessages';
import { checkPhoto } from '../forms/checkPhoto';
import { chatCalls, isMine, type CannedReply, type ChatRealm } from './chatRealm';
import { useChatHistory } from './useChatHistory';
import { useChatSend } from './useChatSend';
import { useChatSocket } from './useChatSocket';

/**
 * One conversation as the Chat widget shows it: messages held and pending, whether the socket is
 * signed in, the last problem to show, support's canned replies, and the ways to write.
 */
export function useChatThread(realm: ChatRealm, conversation: number) {
  const engine = useEngine();
  const calls = useMemo(() => chatCalls(realm, conversation), [realm, conversation]);
  const mine = useCallback((m: ChatMessage) => isMine(realm, m), [realm]);
  const [online, setOnline] = useState(false);
  const [problem, setProblem] = useState('');
  const [canned, setCanned] = useState<CannedReply[]>([]);
  const history = useChatHistory(engine, calls, mine);
  const sending = useChatSend(engine, calls, history.setList, setProblem);
  useChatSocket({ engine, realm, conversation, mine, history, sending, setOnline, setCanned });

  const sendText = (body: string) => {
    setProblem('');
    void sending.send({ client_id: newClientId(), body, failed: false });
  };

  const sendPhoto = async (file: File) => {
    const check = checkPhoto(file);
    if (check) return setProblem(engine.t(check.key, check.args));
    setProblem('');
    try {
      // Support's photo belongs to the conversation (ops/chat_image); a member's to the member (upload/image).
      const uploaded = (await (realm === 'staff'
        ? engine.api.call('ops/chat_image', { id: String(conversation), file }, { toast: false })
        : engine.api.call('upload/image', { purpose: 'chat_image', file }, { toast: false }))) as { key: string };
      await sending.send({ client_id: newClientId(), body: '', image: uploaded.key, failed: false });
    } catch (error) {
      setProblem(error instanceof ApiError && error.msg ? error.msg : engine.t('engine.requestError'));
    }
  };

  return {
    list: history.list,
    pending: sending.pending,
    hasMore: history.hasMore,
    online,
    problem,
    canned,
    mine,
    olderPage: history.olderPage,
    send: sending.send,
    sendText,
    sendPhoto,
  };
}
