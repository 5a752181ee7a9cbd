import { useEffect, useRef, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import type { WidgetProps } from '../kit/WidgetProps';

type Push =
  | { type: 'auth'; ok: boolean }
  | { type: 'presence'; draft: number; editors: string[] }
  | { type: 'draft'; draft: number; event: string }
  | { type: string };

/**
 * Studio: who else has this change open now. The staff session signs in on the realtime socket
 * (the app's one /ws connection) and says which change this page shows; the server tells every
 * screen editor with it open the names of the others, as they come and go, and when the change is
 * approved: then the widget fires `approved`, on which the page reloads its data (issue 24).
 */
export function StudioPresence({ props, emit }: WidgetProps<'StudioPresence'>) {
  const engine = useEngine();
  const draft = Number(props.draft);
  const [editors, setEditors] = useState<string[]>([]);
  // The latest emit, read when a push arrives: emit changes with the page's data, and the socket
  // must not reconnect (and presence flicker) each time the page reloads.
  const onEvent = useRef(emit);
  useEffect(() => {
    onEvent.current = emit;
  }, [emit]);

  useEffect(() => {
    if (!Number.isSafeInteger(draft) || draft < 1) return;
    const token = engine.stores.staff.get().token;
    if (!token) return;
    let alive = true;
    const { realtime } = engine;
    const unlisten = realtime.listen({
      onClose: () => alive && setEditors([]),
      onMessage: (raw) => {
        const push = raw as Push;
        if (!alive) return;
        if (push.type === 'auth' && 'ok' in push && push.ok) realtime.send({ type: 'watch', draft });
        if (push.type === 'presence' && 'editors' in push && push.draft === draft) setEditors(push.editors);
        if (push.type === 'draft' && 'event' in push && push.draft === draft && push.event === 'approved') void onEvent.current('approved');
      },
    });
    const signOut = realtime.signIn(token);
    return () => {
      alive = false;
      // The socket outlives this page (quotes, the chat): say the change is no longer open here.
      realtime.send({ type: 'watch', draft: null });
      unlisten();
      signOut();
      setEditors([]);
    };
  }, [engine, draft]);

  if (editors.length === 0) return null;
  return (
    <p className="mer-studio-presence" role="status">
      {engine.t('ops.studio.conflict.presence', { names: editors.join(', ') })}
    </p>
  );
}
