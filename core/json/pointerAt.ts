import { decodeString } from './decodeString';
import { escapePointerSegment } from './escapePointerSegment';
import { readToken, type JsonToken } from './readToken';

export interface PointerAtResult {
  /** key: the object whose member name is being written; value: that value; between: the container. */
  pointer: string;
  where: 'key' | 'value' | 'between';
  /** where 'key': the name as typed up to the cursor (unescaped). */
  keyPrefix?: string;
  /** where 'value': the value's text up to the cursor (a string's without its quote, unescaped). */
  valuePrefix?: string;
  /** The innermost object or array around the cursor ('' at the top level). */
  parentPointer: string;
  /** Whether the cursor is inside a string literal (after its opening quote, before its closing one). */
  inString: boolean;
  /** The kind of the innermost object or array around the cursor; absent at the top level. */
  container?: 'object' | 'array';
  /** The name or scalar token the cursor is in or just after, for replacing it. */
  token?: { from: number; to: number; kind: 'string' | 'word'; closed: boolean };
}

interface Frame {
  kind: 'root' | 'object' | 'array';
  pointer: string;
  /** What comes next: a member name, the colon, a value, or a separator / the end. */
  state: 'key' | 'colon' | 'value' | 'after';
  key: string;
  index: number;
}

function childPointer(frame: Frame): string {
  if (frame.kind === 'root') return '';
  return `${frame.pointer}/${escapePointerSegment(frame.kind === 'object' ? frame.key : frame.index)}`;
}

function tokenBody(text: string, tok: JsonToken, end: number): string {
  if (tok.kind === 'word') return text.slice(tok.from, end);
  const stop = tok.closed && end >= tok.to ? tok.to - 1 : end;
  return decodeString(text.slice(tok.from + 1, Math.max(tok.from + 1, stop)));
}

/** Whether a name or scalar token plays the role of a member name in this frame. */
function isKeyRole(frame: Frame): boolean {
  // Anything after a finished member is a new name whose comma is missing.
  return frame.kind === 'object' && (frame.state === 'key' || frame.state === 'after');
}

function container(frame: Frame): { container?: 'object' | 'array' } {
  return frame.kind === 'root' ? {} : { container: frame.kind };
}

function gap(frame: Frame): PointerAtResult {
  if (frame.state === 'value' && frame.kind !== 'array') {
    return {
      pointer: childPointer(frame),
      where: 'value',
      valuePrefix: '',
      parentPointer: frame.pointer,
      inString: false,
      ...container(frame),
    };
  }
  return { pointer: frame.pointer, where: 'between', parentPointer: frame.pointer, inString: false, ...container(frame) };
}

/**
 * The JSON pointer at a cursor offset, for completion: in a member name, at a value, or between
 * members. Reads only the text before the cursor, tolerantly (a missing comma or colon, a bare
 * word, an unterminated string are what a person typing leaves), and never throws.
 */
export function pointerAt(text: string, offset: number): PointerAtResult {
  const stack: Frame[] = [{ kind: 'root', pointer: '', state: 'value', key: '', index: 0 }];
  let pos = 0;
  for (;;) {
    const frame = stack[stack.length - 1]!;
    const tok = readToken(text, pos);
    if (tok.kind === 'eof' || offset <= tok.from) return gap(frame);

    if (tok.kind === 'string' || tok.kind === 'word') {
      const keyRole = isKeyRole(frame);
      if (offset <= tok.to) {
        const token = { from: tok.from, to: tok.to, kind: tok.kind, closed: tok.kind === 'word' || tok.closed === true };
        const inString = tok.kind === 'string' && (offset < tok.to || !tok.closed);
        const prefix = tokenBody(text, tok, offset);
        if (keyRole)
          return {
            pointer: frame.pointer,
            where: 'key',
            keyPrefix: prefix,
            parentPointer: frame.pointer,
            inString,
            ...container(frame),
            token,
          };
        if (frame.kind === 'array' && frame.state === 'after') frame.index++;
        return {
          pointer: childPointer(frame),
          where: 'value',
          valuePrefix: prefix,
          parentPointer: frame.pointer,
          inString,
          ...container(frame),
          token,
        };
      }
      if (keyRole) {
        frame.key = tokenBody(text, tok, tok.to);
        frame.state = 'colon';
      } else {
        if (frame.kind === 'array' && frame.state === 'after') frame.index++;
        frame.state = 'after';
      }
    } else if (tok.kind === '{' || tok.kind === '[') {
      if (frame.kind === 'array' && frame.state === 'after') frame.index++;
      const pointer = childPointer(frame);
      frame.state = 'after';
      stack.push({ kind: tok.kind === '{' ? 'object' : 'array', pointer, state: tok.kind === '{' ? 'key' : 'value', key: '', index: 0 });
    } else if (tok.kind === '}' || tok.kind === ']') {
      const kind = tok.kind === '}' ? 'object' : 'array';
      const at = stack.findLastIndex((f) => f.kind === kind);
      // A stray closer matches nothing open: ignore it rather than lose the structure.
      if (at > 0) stack.length = at;
    } else if (tok.kind === ':') {
      if (frame.kind === 'object') frame.state = 'value';
    } else if (tok.kind === ',') {
      if (frame.kind === 'object') {
        frame.state = 'key';
        frame.key = '';
      } else if (frame.kind === 'array') {
        if (frame.state === 'after') frame.index++;
        frame.state = 'value';
      }
    }
    pos = tok.to;
  }
}
