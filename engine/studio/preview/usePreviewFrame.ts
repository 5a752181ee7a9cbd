import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { actionLogReducer, EMPTY_LOG } from './actionLogReducer';
import type { PreviewConfig, PreviewMessage, ScopeSnapshot } from './previewProtocol';

/**
 * The link to the preview frame: waits for it to say it is ready, sends it each config, and keeps
 * what it reports (the shown screen's scopes, the action log). Only messages from this page's own
 * frame and origin count.
 */
export function usePreviewFrame(config: PreviewConfig | undefined) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [snapshot, setSnapshot] = useState<ScopeSnapshot | undefined>(undefined);
  const [log, dispatch] = useReducer(actionLogReducer, EMPTY_LOG);

  useEffect(() => {
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = event.data;
      if (message?.type === 'meridian-preview-ready') setReady(true);
      else if (message?.type === 'meridian-preview-scope') setSnapshot(message.snapshot);
      else if (message?.type === 'meridian-preview-action') dispatch({ type: 'entry', entry: message.entry });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (ready && config)
      frame.current?.contentWindow?.postMessage({ type: 'meridian-preview', config } satisfies PreviewMessage, window.location.origin);
  }, [ready, config]);

  const clearLog = useCallback(() => dispatch({ type: 'clear' }), []);
  return { frame, snapshot, log, clearLog };
}
