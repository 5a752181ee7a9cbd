/**
 * True when a parsed body nests deeper than `max`. Checked iteratively before validation, because
 * recursive walkers (validators, clones) overflow the stack on hostile input like 5000 nested objects.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
