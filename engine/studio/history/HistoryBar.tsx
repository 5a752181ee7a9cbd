import { useLayoutEffect, useRef } from 'react';
import './HistoryBar.css';

export interface HistoryBarLabels {
  /** The group's name ("Edit history"). */
  group: string;
  undo: string;
  redo: string;
}

export interface HistoryBarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  /** What the last undo or redo did, read out politely ("Undone: screens/pages/home.json"). */
  status?: string;
  labels: HistoryBarLabels;
}

/**
 * Undo and Redo for the change's one history: disabled when there is nothing to take back or redo.
 * A press that disables its own button hands the focus to the other one, so the keyboard is not
 * left on nothing.
 */
export function HistoryBar({ canUndo, canRedo, onUndo, onRedo, status, labels }: HistoryBarProps) {
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'undo' | 'redo' | undefined>(undefined);
  // Every press re-renders the bar (its status changes), so the press is read once, right after it.
  useLayoutEffect(() => {
    const last = pressed.current;
    pressed.current = undefined;
    if (last === 'undo' && !canUndo && canRedo) redoButton.current?.focus();
    if (last === 'redo' && !canRedo && canUndo) undoButton.current?.focus();
  });
  return (
    <div className="mer-studio-history" role="group" aria-label={labels.group}>
      <button
        type="button"
        className="mer-studio-history-button"
        ref={undoButton}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={() => {
          pressed.current = 'undo';
          onUndo();
        }}
      >
        {labels.undo}
      </button>
      <button
        type="button"
        className="mer-studio-history-button"
        ref={redoButton}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={() => {
          pressed.current = 'redo';
          onRedo();
        }}
      >
        {labels.redo}
      </button>
      <p className="mer-studio-history-status" role="status">
        {status}
      </p>
    </div>
  );
}
