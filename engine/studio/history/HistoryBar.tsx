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

/** Undo and Redo for the change's one history: disabled when there is nothing to take back or redo. */
export function HistoryBar({ canUndo, canRedo, onUndo, onRedo, status, labels }: HistoryBarProps) {
  return (
    <div className="mer-studio-history" role="group" aria-label={labels.group}>
      <button type="button" className="mer-studio-history-button" disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z" onClick={onUndo}>
        {labels.undo}
      </button>
      <button
        type="button"
        className="mer-studio-history-button"
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={onRedo}
      >
        {labels.redo}
      </button>
      <p className="mer-studio-history-status" role="status">
        {status}
      </p>
    </div>
  );
}
