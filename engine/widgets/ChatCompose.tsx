import { useRef, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { PHOTO_TYPES } from '../forms/checkPhoto';
import type { CannedReply } from './chatRealm';

interface ChatComposeProps {
  k: (key: string) => string;
  canned: CannedReply[];
  /** Support can attach only once a conversation is open: the photo belongs to it. */
  canAttach: boolean;
  sendText: (body: string) => void;
  sendPhoto: (file: File) => void;
}

/** Writing: support's canned replies, then a photo, the draft, send. */
export function ChatCompose({ k, canned, canAttach, sendText, sendPhoto }: ChatComposeProps) {
  const { t } = useEngine();
  const [draft, setDraft] = useState('');

  const submit = () => {
    const body = draft.trim();
    if (!body) return;
    setDraft('');
    sendText(body);
  };

  return (
    <>
      {canned.length > 0 && <CannedReplies label={t(k('canned'))} canned={canned} pick={setDraft} />}
      <form
        className="mer-chat-compose"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {canAttach && <PhotoButton label={t(k('attach'))} sendPhoto={sendPhoto} />}
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
    </>
  );
}

/** Support's canned replies: a click puts one in the draft, to edit before sending. */
function CannedReplies({ label, canned, pick }: { label: string; canned: CannedReply[]; pick: (body: string) => void }) {
  return (
    <div className="mer-chat-canned" role="group" aria-label={label}>
      {canned.map((c) => (
        <button key={c.id} type="button" onClick={() => pick(c.body)}>
          {c.title}
        </button>
      ))}
    </div>
  );
}

/** The + button: a hidden file input does the picking, emptied at once so the same photo can be sent twice. */
function PhotoButton({ label, sendPhoto }: { label: string; sendPhoto: (file: File) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="mer-chat-attach" aria-label={label} onClick={() => fileInput.current?.click()}>
        +
      </button>
      <input
        ref={fileInput}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) sendPhoto(file);
        }}
      />
    </>
  );
}
