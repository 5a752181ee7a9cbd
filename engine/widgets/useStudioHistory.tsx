import { useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useEngine } from '../context/EngineContext';
import type { HistoryView, StudioHistory } from '../studio/history/createStudioHistory';
import { HistoryBar } from '../studio/history/HistoryBar';
import { historyKey } from '../studio/history/historyKey';
import { studioHistoryOf } from './studioHistoryOf';

const noSubscription = () => () => undefined;
const NOTHING: HistoryView = { canUndo: false, canRedo: false };

export interface StudioHistoryHandle {
  history: StudioHistory;
  /** For the widget's root: the history's keys, wherever the focus is inside it. */
  onKeyDown(event: KeyboardEvent): void;
  /** The Undo and Redo buttons; null without a change or when it cannot be edited. */
  bar: ReactNode;
}

/** The change's one undo history (draft: its id; 0 none) as a widget joins it. */
export function useStudioHistory(draft: number, enabled: boolean): StudioHistoryHandle {
  const engine = useEngine();
  const history = studioHistoryOf(engine);
  const active = draft > 0 && enabled;
  const view = useSyncExternalStore(active ? history.subscribe : noSubscription, () => (active ? history.view(draft) : NOTHING));
  const onKeyDown = (event: KeyboardEvent) => {
    const command = active ? historyKey(event) : undefined;
    if (!command) return;
    // The browser's own undo of a text box would fight the change's history.
    event.preventDefault();
    if (command === 'undo') history.undo(draft);
    else history.redo(draft);
  };
  const last = view.last;
  const bar = active ? (
    <HistoryBar
      canUndo={view.canUndo}
      canRedo={view.canRedo}
      onUndo={() => history.undo(draft)}
      onRedo={() => history.redo(draft)}
      status={last && engine.t(last.undone ? 'ops.studio.history.undone' : 'ops.studio.history.redone', { what: last.label })}
      labels={{
        group: engine.t('ops.studio.history.group'),
        undo: engine.t('ops.studio.history.undo'),
        redo: engine.t('ops.studio.history.redo'),
      }}
    />
  ) : null;
  return { history, onKeyDown, bar };
}
