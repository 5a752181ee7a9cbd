export interface FormatJsonOptions {
  /**
   * The widest line an object or array may take on one line, indentation and trailing comma
   * included. 0 puts every member on its own line (JSON.stringify(value, null, 2)), which locale
   * files keep so that a translation's diff is one line per key.
   */
  width?: number;
}

/** The width screen files are written to (the studio's editor shows about this much). */
export const JSON_WIDTH = 100;

const INDENT = '  ';

/**
 * The one layout of every JSON file the project writes (screens:migrate, the studio, export):
 * an object or array goes on one line when it fits within `width`, otherwise one member per line
 * with two-space indentation; the text ends with a newline. Hand-written screens are mostly small
 * objects ({"$t": key}, {"$bind": path}) that JSON.stringify(…, null, 2) spreads over three lines
 * each, which is what made them twice as long as they need to be.
 *
 * Pure: the same value always gives the same text, so a file written by any tool diffs only where
 * its content changed. What JSON.stringify would change (toJSON, undefined members, NaN) it changes
 * the same way, by going through it first.
 */
export function formatJson(value: unknown, options: FormatJsonOptions = {}): string {
  const width = options.width ?? JSON_WIDTH;
  const text = JSON.stringify(value);
  return `${text === undefined ? 'null' : layout(JSON.parse(text) as unknown, '', 0, 0, width)}\n`;
}

/** The value as it sits at `indent`, with `before` characters on its first line and `after` after its last. */
function layout(value: unknown, indent: string, before: number, after: number, width: number): string {
  const flat = inline(value);
  if (!isContainer(value) || flat.length <= 2 || before + flat.length + after <= width) return flat;
  const inner = indent + INDENT;
  const lines: string[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const comma = i < value.length - 1 ? 1 : 0;
      lines.push(`${inner}${layout(item, inner, inner.length, comma, width)}`);
    });
  } else {
    const members = Object.entries(value);
    members.forEach(([key, member], i) => {
      const head = `${JSON.stringify(key)}: `;
      const comma = i < members.length - 1 ? 1 : 0;
      lines.push(`${inner}${head}${layout(member, inner, inner.length + head.length, comma, width)}`);
    });
  }
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}

/** The one-line form of a parsed JSON value: `{"a": 1, "b": [1, 2]}`, a space after each colon and comma. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (isContainer(value))
    return `{${Object.entries(value)
      .map(([key, member]) => `${JSON.stringify(key)}: ${inline(member)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}
