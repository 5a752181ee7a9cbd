import { canRedo, canUndo, emptyStack, record, redo, undo, type Command, type CommandStack } from './commandStack';
import { targetKey, type EditTarget } from './editTarget';

export type StudioCommand = Command<string, EditTarget>;

/** What the undo bar shows for one change. */
export interface HistoryView {
  canUndo: boolean;
  canRedo: boolean;
  /** The last undo or redo, for the status line; undefined after a new command. */
  last?: { undone: boolean; label: string };
}

/**
 * Puts a text back where a command was made while nothing on screen shows that place: `loaded` is
 * the last value loaded there (the file as saved, the text as published in the change).
 */
export type ApplyAway = (target: EditTarget, text: string, loaded: string | null | undefined) => void;

export interface StudioHistory {
  record(draft: number, command: StudioCommand): void;
  /** Takes back the change's last command wherever it was made; false when there was none. */
  undo(draft: number): boolean;
  redo(draft: number): boolean;
  /** Stable between changes of this draft's history (for useSyncExternalStore). */
  view(draft: number): HistoryView;
  subscribe(listener: () => void): () => void;
  /** A JSON editor on screen applies its document's undo and redo itself (as an edit in CodeMirror). */
  mount(document: string, apply: (text: string) => void): () => void;
  /** The value last loaded at a place (a file's text, a cell's text in the change; null: missing). */
  noteLoaded(target: EditTarget, value: string | null): void;
  loaded(target: EditTarget): string | null | undefined;
}

const NOTHING: HistoryView = { canUndo: false, canRedo: false };

/**
 * One undo history per change across the studio's pages: the JSON editor's typing, the props
 * inspector's changes and the texts table's cells are commands of one stack. Undo and redo only
 * put texts back into what is being edited (never into the saved change): an undone edit that was
 * saved shows as unsaved again, and saving it is a new save on the change's current revision.
 */
export function createStudioHistory(applyAway: ApplyAway): StudioHistory {
  const stacks = new Map<number, CommandStack<string, EditTarget>>();
  const views = new Map<number, HistoryView>();
  const mounted = new Map<string, (text: string) => void>();
  const loadedValues = new Map<string, string | null>();
  const listeners = new Set<() => void>();

  const stackOf = (draft: number) => stacks.get(draft) ?? emptyStack<string, EditTarget>();
  const update = (draft: number, stack: CommandStack<string, EditTarget>, last?: HistoryView['last']) => {
    stacks.set(draft, stack);
    const before = views.get(draft) ?? NOTHING;
    const view = { canUndo: canUndo(stack), canRedo: canRedo(stack), last };
    // Typing records a command per key: the bar re-renders only when what it shows changes.
    if (before.canUndo === view.canUndo && before.canRedo === view.canRedo && before.last === view.last) return;
    views.set(draft, view);
    for (const listener of [...listeners]) listener();
  };
  const apply = (target: EditTarget, text: string) => {
    const own = target.kind === 'file' ? mounted.get(target.document) : undefined;
    if (own) own(text);
    else applyAway(target, text, loadedValues.get(targetKey(target)));
  };

  return {
    record(draft, command) {
      update(
        draft,
        record(stackOf(draft), command, (a, b) => a === b),
      );
    },
    undo(draft) {
      const step = undo(stackOf(draft));
      if (!step) return false;
      update(draft, step.stack, { undone: true, label: step.command.target.label });
      apply(step.command.target, step.command.before);
      return true;
    },
    redo(draft) {
      const step = redo(stackOf(draft));
      if (!step) return false;
      update(draft, step.stack, { undone: false, label: step.command.target.label });
      apply(step.command.target, step.command.after);
      return true;
    },
    view: (draft) => views.get(draft) ?? NOTHING,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    mount(document, own) {
      mounted.set(document, own);
      return () => {
        if (mounted.get(document) === own) mounted.delete(document);
      };
    },
    noteLoaded(target, value) {
      loadedValues.set(targetKey(target), value);
    },
    loaded: (target) => loadedValues.get(targetKey(target)),
  };
}
