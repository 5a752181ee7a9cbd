import { decodeString } from '@core/json/decodeString';
import { readToken } from '@core/json/readToken';

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

interface Open {
  container: Record<string, unknown> | unknown[];
  /** Objects: the name whose value comes next, or null when a name comes next. */
  key: string | null;
}

function scalar(text: string, from: number, to: number, isString: boolean, closed: boolean): unknown {
  const raw = text.slice(from, to);
  if (isString) return decodeString(raw.slice(1, closed ? -1 : undefined));
  if (NUMBER.test(raw)) return Number(raw);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  return raw;
}

/**
 * A best-effort value of JSON text that is being typed, to read the context around the cursor
 * (the node's widget, the action's type, names already present). Missing commas and colons are
 * assumed, unclosed containers closed, bare words kept as strings, a name without a value dropped.
 * Objects have no prototype, so a member named "__proto__" stays an ordinary member.
 */
export function parseLoose(text: string): unknown {
  const stack: Open[] = [];
  let root: unknown = undefined;
  let pos = 0;

  const put = (value: unknown): void => {
    const top = stack[stack.length - 1];
    if (!top) {
      if (root === undefined) root = value;
    } else if (Array.isArray(top.container)) {
      top.container.push(value);
    } else if (top.key !== null) {
      Object.defineProperty(top.container, top.key, { value, enumerable: true, writable: true, configurable: true });
      top.key = null;
    }
  };

  for (;;) {
    const tok = readToken(text, pos);
    if (tok.kind === 'eof') return root;
    pos = tok.to;
    const top = stack[stack.length - 1];
    if (tok.kind === '{' || tok.kind === '[') {
      const container = tok.kind === '{' ? (Object.create(null) as Record<string, unknown>) : [];
      put(container);
      stack.push({ container, key: null });
    } else if (tok.kind === '}' || tok.kind === ']') {
      const wantArray = tok.kind === ']';
      let at = stack.length - 1;
      while (at >= 0 && Array.isArray(stack[at]!.container) !== wantArray) at--;
      if (at >= 0) stack.length = at;
    } else if (tok.kind === ',') {
      if (top && !Array.isArray(top.container)) top.key = null;
    } else if (tok.kind === 'string' || tok.kind === 'word') {
      const value = scalar(text, tok.from, tok.to, tok.kind === 'string', tok.closed === true);
      if (top && !Array.isArray(top.container) && top.key === null) top.key = String(value);
      else put(value);
    }
  }
}
