// Fixture data for the studio's live preview: a plausible value for any JSON Schema, in particular
// every endpoint response of the catalogue. It must validate against the schema it came from, so
// the preview never shows a state the real server could not produce, and it must be deterministic,
// so a preview (and its snapshot tests) does not change between reloads.

type Schema = Record<string, unknown>;

export interface SampleOptions {
  /** Varies ids, amounts and times; the same seed always gives the same value. Default 1. */
  seed?: number;
  /** How many items an array gets, within its minItems/maxItems. Default 3. */
  listLength?: number;
}

interface Context {
  root: Schema;
  random: () => number;
  listLength: number;
}

const MAX_DEPTH = 8;
// 2026-01-01T00:00:00Z: times sit just before it, so a preview looks recent but never lies in a
// future that would break "x minutes ago" texts.
const TIMESTAMP_BASE = 1_767_225_600;
const DAY = 86_400;

export function sampleFromSchema(schema: object, options: SampleOptions = {}): unknown {
  const context: Context = {
    root: schema as Schema,
    random: mulberry32(options.seed ?? 1),
    listLength: Math.max(0, Math.floor(options.listLength ?? 3)),
  };
  return sample(schema, '', 0, context);
}

function sample(node: unknown, name: string, depth: number, context: Context): unknown {
  if (!isSchema(node)) return null;
  const schema = resolve(node, context.root);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return structuredClone(schema.examples[0]);
  if ('example' in schema) return structuredClone(schema.example);
  if ('const' in schema) return structuredClone(schema.const);
  if ('default' in schema) return structuredClone(schema.default);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return structuredClone(schema.enum[0]);

  const type = pickType(schema);
  if (depth >= MAX_DEPTH) return shallow(type);
  switch (type) {
    case 'object':
      return sampleObject(schema, depth, context);
    case 'array':
      return sampleArray(schema, name, depth, context);
    case 'string':
      return sampleString(schema, name, context);
    case 'integer':
    case 'number':
      return sampleNumber(schema, name, type, context);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Folds $ref, allOf and the first oneOf/anyOf branch into one flat schema. */
function resolve(schema: Schema, root: Schema, seen: ReadonlySet<unknown> = new Set()): Schema {
  if (seen.has(schema)) return {};
  const nextSeen = new Set(seen).add(schema);
  let out: Schema = { ...schema };
  if (typeof out.$ref === 'string') {
    const { $ref, ...siblings } = out;
    const target = pointer(root, $ref as string);
    out = merge(isSchema(target) ? resolve(target, root, nextSeen) : {}, siblings);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = out[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const { [key]: _branches, ...rest } = out;
    // A preview with content says more than one with null, so a nullable choice takes its
    // non-null branch.
    const branch = branches.find((b) => isSchema(b) && b.type !== 'null') ?? branches[0];
    out = merge(rest, isSchema(branch) ? resolve(branch, root, nextSeen) : {});
  }
  if (Array.isArray(out.allOf)) {
    const { allOf, ...rest } = out;
    out = (allOf as unknown[]).reduce<Schema>((acc, part) => merge(acc, isSchema(part) ? resolve(part, root, nextSeen) : {}), rest);
  }
  return out;
}

function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a, ...b };
  if (isSchema(a.properties) && isSchema(b.properties)) out.properties = { ...a.properties, ...b.properties };
  if (Array.isArray(a.required) && Array.isArray(b.required)) out.required = [...new Set([...a.required, ...b.required])];
  return out;
}

function pointer(root: Schema, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const parts = ref.slice(1).split('/').filter(Boolean);
  let node: unknown = root;
  for (const raw of parts) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isSchema(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

function pickType(schema: Schema): string {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return (type.find((t) => t !== 'null') as string | undefined) ?? 'null';
  if ('properties' in schema || 'additionalProperties' in schema || 'required' in schema) return 'object';
  if ('items' in schema || 'prefixItems' in schema || 'minItems' in schema) return 'array';
  if ('pattern' in schema || 'format' in schema || 'minLength' in schema || 'maxLength' in schema) return 'string';
  if ('minimum' in schema || 'maximum' in schema || 'multipleOf' in schema) return 'number';
  return 'null';
}

/** What a too-deep schema gets: the emptiest value of its type, so the recursion ends. */
function shallow(type: string): unknown {
  switch (type) {
    case 'object':
      return {};
    case 'array':
      return [];
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function sampleObject(schema: Schema, depth: number, context: Context): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const properties = isSchema(schema.properties) ? schema.properties : {};
  for (const [key, sub] of Object.entries(properties)) out[key] = sample(sub, key, depth + 1, context);
  const extra = schema.additionalProperties;
  const isMap = Object.keys(properties).length === 0 && isSchema(extra) && !('propertyNames' in schema);
  const wanted = Math.max(isMap ? 1 : 0, typeof schema.minProperties === 'number' ? schema.minProperties : 0);
  for (let i = 1; Object.keys(out).length < wanted && extra !== false; i += 1) {
    out[`key${i}`] = sample(isSchema(extra) ? extra : {}, `key${i}`, depth + 1, context);
  }
  return out;
}

function sampleArray(schema: Schema, name: string, depth: number, context: Context): unknown[] {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const wantedCount = Math.min(max, Math.max(min, context.listLength));
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
  const rest = Array.isArray(schema.items) ? schema.additionalItems : schema.items;
  const count = Math.min(rest === false ? prefix.length : Infinity, wantedCount);
  const itemSchema = (i: number): unknown => (i < prefix.length ? prefix[i] : rest === undefined ? {} : rest);
  const out: unknown[] = [];
  const seen = new Set<string>();
  // A list of enum values (the locales on offer, say) walks the enum: "en, en, en" would look
  // like a bug in the preview. Unique items: the PRNG varies most other values; give up after a
  // few tries rather than loop forever on a schema with fewer distinct values than asked.
  for (let i = 0, tries = 0; out.length < count && tries < count * 4 + 4; tries += 1) {
    const raw = itemSchema(i);
    const sub = isSchema(raw) ? resolve(raw, context.root) : raw;
    const choices =
      isSchema(sub) && !['examples', 'example', 'const', 'default'].some((k) => k in sub) && Array.isArray(sub.enum) && sub.enum.length > 0
        ? sub.enum
        : undefined;
    const item = choices
      ? structuredClone(schema.uniqueItems === true ? choices[tries] : choices[i % choices.length])
      : sample(sub, singular(name), depth + 1, context);
    if (schema.uniqueItems === true) {
      if (item === undefined) break;
      const id = JSON.stringify(item);
      if (seen.has(id)) continue;
      seen.add(id);
    }
    out.push(item);
    i += 1;
  }
  return out;
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

// ---- strings ---------------------------------------------------------------------------------

const FORMATS: Readonly<Record<string, string>> = {
  'date-time': '2026-01-01T09:30:00Z',
  date: '2026-01-01',
  time: '09:30:00Z',
  email: 'member@example.com',
  'idn-email': 'member@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  iri: 'https://example.com',
  'uri-reference': 'https://example.com',
  'iri-reference': 'https://example.com',
  'uri-template': 'https://example.com',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  duration: 'P1D',
  byte: 'c2FtcGxl',
  'json-pointer': '/sample',
  regex: '^sample$',
};

/** Property-name hints; the first match wins and is used only if the schema's pattern accepts it. */
const STRING_HINTS: ReadonlyArray<readonly [RegExp, (c: Context) => string]> = [
  [/(^|_)(rate|ratio|percent|pct|change)s?$/, () => '0.0125'],
  [/(^|_)uid$/, (c) => digits(c, 8)],
  [/email/, () => 'member@example.com'],
  [/(^|_)(area_code|dial|dial_code|calling_code)$/, () => '1'],
  [/mobile|phone/, () => '5550100'],
  [/(url|link|img|image|icon|avatar|cover|logo|voucher|banner)s?$/, () => ''],
  [/nickname|real_name|account_name|depositor_name|member_name/, () => 'Sample member'],
  [/(^|_)(currency|coin|asset)$/, () => 'USDT'],
  [/(^|_)(hours|hour)$/, () => '09:00-18:00'],
  [/(^|_)(time|start|end|open|close)$/, () => '09:30'],
  [/country|region/, () => 'US'],
  [/timezone/, () => 'UTC'],
  [/version/, () => '1.0.0'],
  [/(^|_)(order_no|no|number|account_no)$/, (c) => digits(c, 12)],
  [/token|secret|challenge/, (c) => token(c, 32)],
  [/(^|_)(address)$/, () => 'Sample address'],
];

function sampleString(schema: Schema, name: string, context: Context): string {
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  const pattern = typeof schema.pattern === 'string' ? compile(schema.pattern) : undefined;
  const hint = STRING_HINTS.find(([test]) => test.test(name))?.[1](context);
  const candidates = [format, hint, ...(pattern ? [money(context), '1250', '0.0125'] : [])].filter((c): c is string => c !== undefined);
  const fits = (text: string) => (pattern === undefined || pattern.test(text)) && fitsLength(schema, text);
  const chosen = candidates.find(fits);
  if (chosen !== undefined) return chosen;
  if (pattern !== undefined && typeof schema.pattern === 'string') {
    const generated = withDataPayload(fromPattern(schema.pattern, context));
    if (generated !== undefined && fits(generated)) return generated;
  }
  return fitLength(schema, candidates[0] ?? humanise(name));
}

function fitsLength(schema: Schema, text: string): boolean {
  const length = [...text].length;
  return (
    (typeof schema.minLength !== 'number' || length >= schema.minLength) &&
    (typeof schema.maxLength !== 'number' || length <= schema.maxLength)
  );
}

function fitLength(schema: Schema, text: string): string {
  let chars = [...text];
  if (typeof schema.maxLength === 'number') chars = chars.slice(0, schema.maxLength);
  if (typeof schema.minLength === 'number') while (chars.length < schema.minLength) chars.push('x');
  return chars.join('');
}

function humanise(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? `Sample ${words}` : 'Sample text';
}

function money(context: Context): string {
  const whole = 10 + Math.floor(context.random() * 9990);
  const cents = Math.floor(context.random() * 100);
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

function digits(context: Context, length: number): string {
  // A leading zero reads like a bug in a uid or order number.
  let out = String(1 + Math.floor(context.random() * 9));
  while (out.length < length) out += String(Math.floor(context.random() * 10));
  return out;
}

function token(context: Context, length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let out = '';
  while (out.length < length) out += alphabet[Math.floor(context.random() * alphabet.length)];
  return out;
}

function compile(pattern: string): RegExp | undefined {
  // ajv compiles patterns with the u flag; a pattern that only works without it is still tried.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try the next flags
    }
  }
  return undefined;
}

/** A data: URI prefix alone renders as a broken image; a tiny SVG makes the preview look right. */
function withDataPayload(text: string | undefined): string | undefined {
  if (text !== 'data:image/svg+xml;base64,') return text;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#e8eaee"/></svg>';
  return text + btoa(svg);
}

// ---- a small regex sampler: enough for the patterns schemas use (classes, groups, quantifiers) ----

interface Cursor {
  source: string;
  at: number;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-. ';

function fromPattern(pattern: string, context: Context): string | undefined {
  try {
    const cursor: Cursor = { source: pattern, at: 0 };
    const out = alternatives(cursor, context);
    return cursor.at === pattern.length ? out : undefined;
  } catch {
    return undefined;
  }
}

/** The first alternative of a|b|c; the others are parsed only to skip them. */
function alternatives(cursor: Cursor, context: Context): string {
  const first = sequence(cursor, context);
  while (cursor.source[cursor.at] === '|') {
    cursor.at += 1;
    sequence(cursor, context);
  }
  return first;
}

function sequence(cursor: Cursor, context: Context): string {
  let out = '';
  for (;;) {
    const char = cursor.source[cursor.at];
    if (char === undefined || char === '|' || char === ')') return out;
    const atom = readAtom(cursor, context);
    // The fewest repetitions: optional parts (a minus sign, say) stay out and lengths stay short.
    const min = readQuantifier(cursor);
    for (let i = 0; i < min; i += 1) out += i === 0 ? atom.text : atom.again();
  }
}

interface Atom {
  text: string;
  again(): string;
}

function readAtom(cursor: Cursor, context: Context): Atom {
  const char = cursor.source[cursor.at] as string;
  cursor.at += 1;
  if (char === '^' || char === '$') return fixed('');
  if (char === '.') return fixed('a');
  if (char === '(') {
    const lookaround = /^\?<?[=!]/.test(cursor.source.slice(cursor.at));
    if (cursor.source.startsWith('?:', cursor.at)) cursor.at += 2;
    else if (lookaround) cursor.at += cursor.source[cursor.at + 1] === '<' ? 3 : 2;
    else if (cursor.source.startsWith('?<', cursor.at)) cursor.at = cursor.source.indexOf('>', cursor.at) + 1;
    const start = cursor.at;
    const text = alternatives(cursor, context);
    if (cursor.source[cursor.at] !== ')') throw new Error('unclosed group');
    cursor.at += 1;
    if (lookaround) return fixed('');
    const end = cursor.at - 1;
    return { text, again: () => alternatives({ source: cursor.source.slice(0, end), at: start }, context) };
  }
  if (char === '[') return charClass(cursor, context);
  if (char === '\\') return escape(cursor, context);
  return fixed(char);
}

function fixed(text: string): Atom {
  return { text, again: () => text };
}

function pick(chars: string, context: Context): Atom {
  const one = () => chars[Math.floor(context.random() * chars.length)] ?? '';
  return { text: one(), again: one };
}

const CLASS_ESCAPES: Readonly<Record<string, string>> = {
  d: '0123456789',
  w: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_',
  s: ' ',
};

function escape(cursor: Cursor, context: Context): Atom {
  const char = cursor.source[cursor.at];
  if (char === undefined) throw new Error('dangling escape');
  cursor.at += 1;
  if (char in CLASS_ESCAPES) return pick(CLASS_ESCAPES[char] as string, context);
  if (char === 'D' || char === 'S') return fixed('a');
  if (char === 'W') return fixed('-');
  if (char === 'b' || char === 'B') return fixed('');
  return fixed(escapedChar(char, cursor));
}

function escapedChar(char: string, cursor: Cursor): string {
  const controls: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v', '0': '\0' };
  if (char in controls) return controls[char] as string;
  if (char === 'u' || char === 'x') {
    const length = char === 'u' ? 4 : 2;
    const hex = cursor.source.slice(cursor.at, cursor.at + length);
    cursor.at += length;
    return String.fromCharCode(parseInt(hex, 16));
  }
  if (/[0-9a-zA-Z]/.test(char)) throw new Error(`unsupported escape \\${char}`);
  return char;
}

function charClass(cursor: Cursor, context: Context): Atom {
  const negated = cursor.source[cursor.at] === '^';
  if (negated) cursor.at += 1;
  let members = '';
  let first = true;
  for (;;) {
    const char = cursor.source[cursor.at];
    if (char === undefined) throw new Error('unclosed class');
    if (char === ']' && !first) break;
    first = false;
    cursor.at += 1;
    let from = char;
    if (char === '\\') {
      const next = cursor.source[cursor.at] as string;
      cursor.at += 1;
      if (next in CLASS_ESCAPES) {
        members += CLASS_ESCAPES[next];
        continue;
      }
      from = escapedChar(next, cursor);
    }
    if (cursor.source[cursor.at] === '-' && cursor.source[cursor.at + 1] !== ']' && cursor.source[cursor.at + 1] !== undefined) {
      cursor.at += 1;
      let to = cursor.source[cursor.at] as string;
      cursor.at += 1;
      if (to === '\\') {
        to = escapedChar(cursor.source[cursor.at] as string, cursor);
        cursor.at += 1;
      }
      // Wide ranges (any Unicode letter, say) are cut: a few dozen choices is variety enough.
      const end = Math.min(to.charCodeAt(0), from.charCodeAt(0) + 64);
      for (let code = from.charCodeAt(0); code <= end; code += 1) members += String.fromCharCode(code);
    } else members += from;
  }
  cursor.at += 1;
  if (!negated) return pick(members, context);
  const allowed = [...ALPHABET].find((c) => !members.includes(c));
  if (allowed === undefined) throw new Error('negated class excludes the sample alphabet');
  return fixed(allowed);
}

function readQuantifier(cursor: Cursor): number {
  const char = cursor.source[cursor.at];
  let min: number | undefined;
  if (char === '?' || char === '*' || char === '+') {
    cursor.at += 1;
    min = char === '+' ? 1 : 0;
  } else if (char === '{') {
    const match = /^\{(\d+)(,\d*)?\}/.exec(cursor.source.slice(cursor.at));
    if (match) {
      cursor.at += match[0].length;
      min = Number(match[1]);
    }
  }
  if (min === undefined) return 1;
  // The lazy marker changes how a regex engine searches, not what matches.
  if (cursor.source[cursor.at] === '?') cursor.at += 1;
  return min;
}

// ---- numbers ---------------------------------------------------------------------------------

function sampleNumber(schema: Schema, name: string, type: 'integer' | 'number', context: Context): number {
  const description = typeof schema.description === 'string' ? schema.description : '';
  let value: number;
  if (/^(page|page_no|current)$/.test(name)) value = 1;
  else if (/^(limit|size|page_size|per_page)$/.test(name)) value = 20;
  else if (/^total$|_total$|count$/.test(name)) value = context.listLength;
  else if (/(^|_)(at|time|timestamp|ts|date|from|until)$/.test(name) || /unix (time|seconds)|timestamp/i.test(description))
    value = TIMESTAMP_BASE - Math.floor(context.random() * 30 * DAY);
  else if (/(^|_)id$/.test(name)) value = 1 + Math.floor(context.random() * 9999);
  else value = spread(schema, type, context);
  return withinBounds(schema, value, type);
}

/** A value that varies with the seed: across a small declared range (a 1-10 rank), else 1-100. */
function spread(schema: Schema, type: 'integer' | 'number', context: Context): number {
  const low = typeof schema.minimum === 'number' ? schema.minimum : 1;
  const high = typeof schema.maximum === 'number' && schema.maximum - low <= 1000 ? schema.maximum : low + 99;
  const value = low + context.random() * (high - low);
  return type === 'integer' ? Math.round(value) : Math.round(value * 100) / 100;
}

function withinBounds(schema: Schema, start: number, type: 'integer' | 'number'): number {
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const step = type === 'integer' ? 1 : 0.01;
  const low = Math.max(num('minimum') ?? -Infinity, (num('exclusiveMinimum') ?? -Infinity) + step);
  const high = Math.min(num('maximum') ?? Infinity, (num('exclusiveMaximum') ?? Infinity) - step);
  let value = Math.min(high, Math.max(low, start));
  if (type === 'integer') value = Math.ceil(value) > high ? Math.floor(value) : Math.ceil(value);
  const multipleOf = num('multipleOf');
  if (multipleOf !== undefined && multipleOf > 0) {
    const up = Math.ceil(value / multipleOf) * multipleOf;
    value = up <= high ? up : Math.floor(value / multipleOf) * multipleOf;
    value = Number(value.toPrecision(12));
  }
  return value;
}

// ---- helpers ---------------------------------------------------------------------------------

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** mulberry32: a tiny seeded PRNG, so "random" samples are the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
