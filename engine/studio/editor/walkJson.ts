/**
 * Calls `visit` for every value of a parsed document with its pointer segments, parents before
 * children. Iterative: a deeply nested file cannot overflow the stack.
 */
export function walkJson(doc: unknown, visit: (value: unknown, segments: readonly string[]) => void): void {
  const pending: [unknown, string[]][] = [[doc, []]];
  while (pending.length > 0) {
    const [value, segments] = pending.pop()!;
    visit(value, segments);
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], [...segments, String(i)]]);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) pending.push([entries[i]![1], [...segments, entries[i]![0]]]);
    }
  }
}
