import { useEffect, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import type { ChatRealm } from './chatRealm';

/** A chat photo: private, so fetched with the reader's token and shown from memory. */
export function ChatImage({ src, realm, alt }: { src: string; realm: ChatRealm; alt: string }) {
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
