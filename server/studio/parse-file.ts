import { lineColumnAt } from '@core/json/lineColumnAt';
import { parseJsonTree } from '@core/json/parseJsonTree';

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

/** JSON.parse, and when it fails the reason and place in words a person can act on. */
export function parseFile(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const tree = parseJsonTree(text);
    const at = tree.error ? lineColumnAt(text, tree.error.from) : { line: 1, column: 1 };
    return { ok: false, message: tree.error?.message ?? (error instanceof Error ? error.message : String(error)), ...at };
  }
}
