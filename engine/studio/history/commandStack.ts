/**
 * One change's undo history, pure: commands in the order they were made, and how many of them are
 * in effect. Undo steps the count back, redo forward; a new command drops the commands past the
 * count (the redo branch). Nothing here knows what a command does: the caller applies `before` on
 * undo and `after` on redo.
 */
export interface Command<T, K = unknown> {
  /** What the command changed (a file, a text cell): the caller's to read. */
  target: K;
  /** Keystrokes with the same group, each within `mergeWithinMs` of the last, make one command. */
  group?: string;
  /** When the command was last extended (ms). */
  at: number;
  before: T;
  after: T;
}

export interface CommandStack<T, K = unknown> {
  commands: readonly Command<T, K>[];
  /** Commands [0, done) are in effect; [done, length) can be redone. */
  done: number;
  /** False after an undo or a redo: the next keystroke starts a command of its own. */
  open: boolean;
}

/** Kept per change: enough for a working session; the oldest go first. */
export const MAX_COMMANDS = 200;
/** Typing paused for longer than this starts a new command (CodeMirror's own grouping is 500 ms). */
export const MERGE_WITHIN_MS = 800;

export function emptyStack<T, K = unknown>(): CommandStack<T, K> {
  return { commands: [], done: 0, open: false };
}

export const canUndo = <T, K>(stack: CommandStack<T, K>): boolean => stack.done > 0;
export const canRedo = <T, K>(stack: CommandStack<T, K>): boolean => stack.done < stack.commands.length;

/**
 * Records a command. A command of the same group as the last one in effect, made soon after it
 * and with nothing to redo, extends that one (its `before` stays); `same` says when a command
 * changes nothing (typing back to where the command began), which is then dropped.
 */
export function record<T, K>(stack: CommandStack<T, K>, command: Command<T, K>, same: (a: T, b: T) => boolean): CommandStack<T, K> {
  const kept = stack.commands.slice(0, stack.done);
  const last = kept[kept.length - 1];
  const merges =
    last !== undefined &&
    command.group !== undefined &&
    last.group === command.group &&
    stack.open &&
    stack.done === stack.commands.length &&
    command.at - last.at <= MERGE_WITHIN_MS;
  const next = merges ? { ...command, before: last.before } : command;
  const base = merges ? kept.slice(0, -1) : kept;
  const commands = same(next.before, next.after) ? base : [...base, next].slice(-MAX_COMMANDS);
  return { commands, done: commands.length, open: true };
}

/** The command to undo (apply its `before`) and the stack after; undefined when nothing is done. */
export function undo<T, K>(stack: CommandStack<T, K>): { stack: CommandStack<T, K>; command: Command<T, K> } | undefined {
  const command = stack.commands[stack.done - 1];
  return command && { stack: { commands: stack.commands, done: stack.done - 1, open: false }, command };
}

/** The command to redo (apply its `after`) and the stack after; undefined when nothing was undone. */
export function redo<T, K>(stack: CommandStack<T, K>): { stack: CommandStack<T, K>; command: Command<T, K> } | undefined {
  const command = stack.commands[stack.done];
  return command && { stack: { commands: stack.commands, done: stack.done + 1, open: false }, command };
}
