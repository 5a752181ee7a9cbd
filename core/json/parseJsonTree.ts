import { decodeString } from './decodeString';
import type { JsonArrayNode, JsonObjectNode, JsonTree, JsonTreeNode } from './jsonTree';
import { readToken, type JsonToken } from './readToken';

type Expect = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'commaOrClose' | 'end';

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const LITERALS = new Set(['true', 'false', 'null']);

function expectation(expect: Expect, top: JsonObjectNode | JsonArrayNode | undefined): string {
  switch (expect) {
    case 'value':
      return 'a value';
    case 'valueOrClose':
      return 'a value or "]"';
    case 'key':
      return 'a property name in double quotes';
    case 'keyOrClose':
      return 'a property name in double quotes or "}"';
    case 'colon':
      return '":" after the property name';
    case 'commaOrClose':
      return top?.kind === 'object' ? '"," or "}"' : '"," or "]"';
    case 'end':
      return 'the end of the text';
  }
}

function describe(text: string, tok: JsonToken): string {
  if (tok.kind === 'string') return 'a string';
  if (tok.kind === 'word') {
    const word = text.slice(tok.from, tok.to);
    return JSON.stringify(word.length > 24 ? `${word.slice(0, 24)}…` : word);
  }
  return `"${tok.kind}"`;
}

/**
 * Reads JSON source text into a tree of values with their source ranges, stopping at the first
 * syntax error (reported with its exact range and a message for people). Iterative, so deep
 * nesting cannot overflow the call stack; linear in the length of the text. Never throws.
 */
export function parseJsonTree(text: string): JsonTree {
  const stack: (JsonObjectNode | JsonArrayNode)[] = [];
  let root: JsonTreeNode | null = null;
  let expect: Expect = 'value';
  let pos = 0;
  let previous: JsonToken | null = null;

  const fail = (from: number, to: number, message: string): JsonTree => {
    for (const open of stack) open.to = from;
    return { root, error: { from, to, message } };
  };
  const attach = (node: JsonTreeNode): void => {
    const parent = stack[stack.length - 1];
    if (!parent) root = node;
    else if (parent.kind === 'array') parent.items.push(node);
    else parent.members[parent.members.length - 1]!.value = node;
  };
  const afterValue = (): Expect => (stack.length === 0 ? 'end' : 'commaOrClose');

  for (;;) {
    const tok = readToken(text, pos);
    const comma = previous?.kind === ',' ? previous : null;
    previous = tok;
    pos = tok.to;
    const top = stack[stack.length - 1];

    if (tok.kind === 'eof') {
      if (expect === 'end') return { root, error: null };
      const message =
        root === null ? 'Empty document: expected a JSON value' : `Unexpected end of text: expected ${expectation(expect, top)}`;
      return fail(tok.from, tok.to, message);
    }
    if (tok.kind === 'string') {
      if (!tok.closed) return fail(tok.from, tok.to, 'Unterminated string: the closing quote is missing');
      if (tok.flaw) return fail(tok.flaw.at, Math.min(tok.flaw.at + 2, tok.to), tok.flaw.message);
    }

    const isClose = (tok.kind === '}' && top?.kind === 'object') || (tok.kind === ']' && top?.kind === 'array');
    if (isClose && (expect === 'keyOrClose' || expect === 'valueOrClose' || expect === 'commaOrClose')) {
      top!.to = tok.to;
      top!.closed = true;
      stack.pop();
      expect = afterValue();
      continue;
    }
    if (isClose && comma) return fail(comma.from, comma.to, `Trailing comma before "${tok.kind}"`);

    switch (expect) {
      case 'value':
      case 'valueOrClose': {
        if (tok.kind === '{' || tok.kind === '[') {
          const node: JsonObjectNode | JsonArrayNode =
            tok.kind === '{'
              ? { kind: 'object', from: tok.from, to: tok.to, closed: false, members: [] }
              : { kind: 'array', from: tok.from, to: tok.to, closed: false, items: [] };
          attach(node);
          stack.push(node);
          expect = tok.kind === '{' ? 'keyOrClose' : 'valueOrClose';
          continue;
        }
        if (tok.kind === 'string') {
          attach({ kind: 'string', from: tok.from, to: tok.to });
          expect = afterValue();
          continue;
        }
        if (tok.kind === 'word') {
          const word = text.slice(tok.from, tok.to);
          if (NUMBER.test(word)) attach({ kind: 'number', from: tok.from, to: tok.to });
          else if (LITERALS.has(word)) attach({ kind: 'literal', from: tok.from, to: tok.to });
          else
            return fail(
              tok.from,
              tok.to,
              `Invalid value ${describe(text, tok)}: expected a string in double quotes, a number, true, false, null, an object or an array`,
            );
          expect = afterValue();
          continue;
        }
        break;
      }
      case 'key':
      case 'keyOrClose': {
        if (tok.kind === 'string') {
          (top as JsonObjectNode).members.push({
            key: decodeString(text.slice(tok.from + 1, tok.to - 1)),
            keyFrom: tok.from,
            keyTo: tok.to,
            value: null,
          });
          expect = 'colon';
          continue;
        }
        if (tok.kind === 'word') return fail(tok.from, tok.to, `Property names must be in double quotes: ${describe(text, tok)}`);
        break;
      }
      case 'colon':
        if (tok.kind === ':') {
          expect = 'value';
          continue;
        }
        break;
      case 'commaOrClose':
        if (tok.kind === ',') {
          expect = top?.kind === 'object' ? 'key' : 'value';
          continue;
        }
        if (tok.kind === 'string' || tok.kind === 'word' || tok.kind === '{' || tok.kind === '[') {
          return fail(tok.from, tok.to, `Expected ${expectation(expect, top)} before ${describe(text, tok)}: is a comma missing?`);
        }
        break;
      case 'end':
        return fail(tok.from, tok.to, 'Unexpected text after the end of the JSON value');
    }
    return fail(tok.from, tok.to, `Unexpected ${describe(text, tok)}: expected ${expectation(expect, top)}`);
  }
}
