import { randomInt } from 'node:crypto';

/** A readable, unique-enough order number: a letter, the UTC date and time, and 6 random digits (the column is UNIQUE). */
export function newOrderNo(prefix: 'D' | 'W' | 'E', now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
