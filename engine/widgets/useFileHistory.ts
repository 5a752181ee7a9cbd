import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { EditTarget } from '../studio/history/editTarget';
import { useStudioHistory } from './useStudioHistory';

export interface FileHistoryOptions {
  /** The change's id; 0: the editor keeps its own history. */
  draftId: number;
  document: string;
  unsavedKey: string;
  /** The file as loaded, and the text the editor started from on it (unsaved text found again, or the file). */
  loaded: string;
  start: string;
  readOnly: boolean;
  /** Puts a text into the editor as an edit tagged with a user event. */
  replace(next: string, userEvent: string): void;
}

export interface FileHistory {
  /** Whether the change's history is on (the editor's own is then off). */
  sharing: boolean;
  bar: ReactNode;
  onKeyDown(event: KeyboardEvent): void;
  /** A command made: typing (`group` joins keystrokes) or one inspector change (no group). */
  remember(group: string | undefined, next: string): void;
  /** A text the editor now shows that is no new command (undo, redo, the inspector's own echo). */
  seen(next: string): void;
}

/** The JSON editor's part of the change's one undo history: what it records and how undo reaches it. */
export function useFileHistory({ draftId, document, unsavedKey, loaded, start, readOnly, replace }: FileHistoryOptions): FileHistory {
  const shared = useStudioHistory(draftId, !readOnly);
  const history = shared.history;
  const sharing = draftId > 0;
  // The editor's text as of its last edit on this loaded text: each command's `before`.
  const current = useRef({ loaded, text: start });
  const latestReplace = useRef(replace);
  useLayoutEffect(() => {
    latestReplace.current = replace;
  });
  const label = document.startsWith(`${draftId} `) ? document.slice(`${draftId} `.length) : document;

  // The change's undo and redo of this file come here while it is open.
  useEffect(() => {
    if (!sharing) return undefined;
    history.noteLoaded({ kind: 'file', document, unsavedKey, label: '' }, loaded);
    return history.mount(document, (next) => {
      current.current = { loaded, text: next };
      latestReplace.current(next, 'input.history');
    });
  }, [history, sharing, document, unsavedKey, loaded]);

  return {
    sharing,
    bar: shared.bar,
    onKeyDown: shared.onKeyDown,
    remember(group, next) {
      const before = current.current.loaded === loaded ? current.current.text : start;
      current.current = { loaded, text: next };
      if (!sharing || readOnly) return;
      const target: EditTarget = { kind: 'file', document, unsavedKey, label };
      history.record(draftId, { target, group, at: Date.now(), before, after: next });
    },
    seen(next) {
      current.current = { loaded, text: next };
    },
  };
}
