const SIMPLE: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * The value of a JSON string's body (the text between its quotes), leniently: a bad or cut-off
 * escape is kept as written, because the text may be half-typed. Surrogate pairs written as two
 * \u escapes come out as one code point, as JSON.parse gives them.
 */
export function decodeString(body: string): string {
  if (!body.includes('\\')) return body;
  let out = '';
  let i = 0;
  while (i < body.length) {
    const ch = body[i]!;
    if (ch !== '\\') {
      out += ch;
      i++;
      continue;
    }
    const next = body[i + 1];
    if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 2, i + 6))) {
      out += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 6;
    } else if (next !== undefined && next in SIMPLE) {
      out += SIMPLE[next];
      i += 2;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}
