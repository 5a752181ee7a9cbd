import { describe, expect, it } from 'vitest';
import {
  MAX_COMMANDS,
  MERGE_WITHIN_MS,
  canRedo,
  canUndo,
  emptyStack,
  record,
  redo,
  undo,
  type Command,
  type CommandStack,
} from '@engine/studio/history/commandStack';

type Stack = CommandStack<string, string>;
const same = (a: string, b: string) => a === b;
const command = (target: string, before: string, after: string, at: number, group?: string): Command<string, string> => ({
  target,
  before,
  after,
  at,
  group,
});

/** Applies every step the way a page does: undo puts `before` back, redo `after`. */
function undoAll(stack: Stack, times: number, doc: Record<string, string>): Stack {
  for (let i = 0; i < times; i += 1) {
    const step = undo(stack)!;
    expect(step).toBeDefined();
    doc[step.command.target] = step.command.before;
    stack = step.stack;
  }
  return stack;
}

function redoAll(stack: Stack, times: number, doc: Record<string, string>): Stack {
  for (let i = 0; i < times; i += 1) {
    const step = redo(stack)!;
    expect(step).toBeDefined();
    doc[step.command.target] = step.command.after;
    stack = step.stack;
  }
  return stack;
}

describe('commandStack', () => {
  it('has nothing to undo or redo when empty', () => {
    const stack = emptyStack<string, string>();
    expect(canUndo(stack)).toBe(false);
    expect(canRedo(stack)).toBe(false);
    expect(undo(stack)).toBeUndefined();
    expect(redo(stack)).toBeUndefined();
  });

  it('undoes several commands in reverse order, then redoes all of them, more than once (the amis bug: redo worked once)', () => {
    let stack: Stack = emptyStack();
    const doc: Record<string, string> = { file: 'a', prop: 'x', text: 'Hi' };
    stack = record(stack, command('file', 'a', 'ab', 1), same);
    doc.file = 'ab';
    stack = record(stack, command('prop', 'x', 'y', 2), same);
    doc.prop = 'y';
    stack = record(stack, command('text', 'Hi', 'Hello', 3), same);
    doc.text = 'Hello';
    const edited = { ...doc };
    const original = { file: 'a', prop: 'x', text: 'Hi' };

    for (let round = 0; round < 3; round += 1) {
      const seen: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const step = undo(stack)!;
        seen.push(step.command.target);
        doc[step.command.target] = step.command.before;
        stack = step.stack;
      }
      expect(seen).toEqual(['text', 'prop', 'file']);
      expect(doc).toEqual(original);
      expect(canUndo(stack)).toBe(false);
      expect(canRedo(stack)).toBe(true);
      stack = redoAll(stack, 3, doc);
      expect(doc).toEqual(edited);
      expect(canRedo(stack)).toBe(false);
      expect(canUndo(stack)).toBe(true);
    }
  });

  it('a new command after an undo drops what could be redone', () => {
    const doc: Record<string, string> = {};
    let stack: Stack = emptyStack();
    stack = record(stack, command('f', '1', '2', 0), same);
    stack = record(stack, command('f', '2', '3', 1), same);
    stack = undoAll(stack, 1, doc);
    expect(doc.f).toBe('2');
    stack = record(stack, command('f', '2', '4', 2), same);
    expect(canRedo(stack)).toBe(false);
    expect(stack.commands.map((c) => c.after)).toEqual(['2', '4']);
    stack = undoAll(stack, 2, doc);
    expect(doc.f).toBe('1');
    stack = redoAll(stack, 2, doc);
    expect(doc.f).toBe('4');
  });

  it('makes one command of typing in one group until a pause, another group or an undo', () => {
    let stack: Stack = emptyStack();
    stack = record(stack, command('f', '', 'a', 0, 'f'), same);
    stack = record(stack, command('f', 'a', 'ab', MERGE_WITHIN_MS, 'f'), same);
    expect(stack.commands).toHaveLength(1);
    expect(stack.commands[0]).toMatchObject({ before: '', after: 'ab' });
    // A pause.
    stack = record(stack, command('f', 'ab', 'abc', 2 * MERGE_WITHIN_MS + 1, 'f'), same);
    expect(stack.commands).toHaveLength(2);
    // Another group at once.
    stack = record(stack, command('g', '1', '2', 2 * MERGE_WITHIN_MS + 2, 'g'), same);
    expect(stack.commands).toHaveLength(3);
    // No group: never merged.
    stack = record(stack, command('g', '2', '3', 2 * MERGE_WITHIN_MS + 3), same);
    stack = record(stack, command('g', '3', '4', 2 * MERGE_WITHIN_MS + 4), same);
    expect(stack.commands).toHaveLength(5);
    // After undo and redo, the next keystroke starts its own command.
    stack = redo(undo(stack)!.stack)!.stack;
    stack = record(stack, command('g', '4', '5', 2 * MERGE_WITHIN_MS + 5, 'g'), same);
    stack = record(stack, command('g', '5', '6', 2 * MERGE_WITHIN_MS + 6, 'g'), same);
    expect(stack.commands.map((c) => [c.before, c.after])).toEqual([
      ['', 'ab'],
      ['ab', 'abc'],
      ['1', '2'],
      ['2', '3'],
      ['3', '4'],
      ['4', '6'],
    ]);
  });

  it('drops a command that ends where it began (typing back) and a change to nothing', () => {
    let stack: Stack = emptyStack();
    stack = record(stack, command('f', 'a', 'ab', 0, 'f'), same);
    stack = record(stack, command('f', 'ab', 'a', 10, 'f'), same);
    expect(canUndo(stack)).toBe(false);
    stack = record(stack, command('f', 'a', 'a', 20), same);
    expect(stack.commands).toHaveLength(0);
  });

  it('keeps the newest commands only', () => {
    let stack: Stack = emptyStack();
    for (let i = 0; i < MAX_COMMANDS + 5; i += 1) stack = record(stack, command('f', String(i), String(i + 1), i), same);
    expect(stack.commands).toHaveLength(MAX_COMMANDS);
    expect(stack.done).toBe(MAX_COMMANDS);
    expect(stack.commands[0]!.before).toBe('5');
  });
});
