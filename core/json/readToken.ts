/**
 * One token of JSON source text. Scalars other than strings (numbers, true/false/null and any junk
 * a person may type) are all `word`s: the scanners that need to judge them do so themselves, the
 * tolerant ones need not.
 */
export interface JsonToken {
  kind: '{' | '}' | '[' | ']' | ':' | ',' | 'string' | 'word' | 'eof';
  /** Offset of the first character (after whitespace). */
  from: number;
  /** Offset just after the last character. */
  to: number;
  /** Strings only: whether the closing quote was found. */
  closed?: boolean;
  /** Strings only: the first bad escape or raw control character, if any. */
  flaw?: { at: number; message: string };
}

const SPACE = 0x20,
  TAB = 0x09,
  LF = 0x0a,
  CR = 0x0d,
  QUOTE = 0x22,
  BACKSLASH = 0x5c;
const SIMPLE_ESCAPES = '"\\/bfnrt';
const HEX = /^[0-9a-fA-F]{4}$/;

function isStructural(code: number): boolean {
  // { } [ ] : , "
  return code === 0x7b || code === 0x7d || code === 0x5b || code === 0x5d || code === 0x3a || code === 0x2c || code === QUOTE;
}

function isSpace(code: number): boolean {
  return code === SPACE || code === LF || code === CR || code === TAB;
}

function readString(text: string, from: number): JsonToken {
  let flaw: JsonToken['flaw'];
  let i = from + 1;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) return { kind: 'string', from, to: i + 1, closed: true, flaw };
    // A raw line break cannot be inside a JSON string: the string is unterminated, and ending it at
    // the line keeps the rest of a half-typed document readable.
    if (code === LF || code === CR) break;
    if (code === BACKSLASH) {
      const next = text[i + 1];
      if (next === 'u') {
        if (!HEX.test(text.slice(i + 2, i + 6))) flaw ??= { at: i, message: 'Bad \\u escape: it needs four hex digits' };
        i += 2;
        continue;
      }
      if (next === undefined || next === '\n' || next === '\r') break;
      if (!SIMPLE_ESCAPES.includes(next)) flaw ??= { at: i, message: `Bad escape \\${next} in a string` };
      i += 2;
      continue;
    }
    if (code < SPACE) flaw ??= { at: i, message: 'Control character in a string: write it as an escape' };
    i++;
  }
  return { kind: 'string', from, to: i, closed: false, flaw };
}

/** Reads the token that starts at or after `pos`, skipping JSON whitespace. Never throws. */
export function readToken(text: string, pos: number): JsonToken {
  let i = pos;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  if (i >= text.length) return { kind: 'eof', from: text.length, to: text.length };
  const code = text.charCodeAt(i);
  if (code === QUOTE) return readString(text, i);
  if (isStructural(code)) return { kind: text[i] as JsonToken['kind'], from: i, to: i + 1 };
  let end = i + 1;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (isSpace(c) || isStructural(c)) break;
    end++;
  }
  return { kind: 'word', from: i, to: end };
}
