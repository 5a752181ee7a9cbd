import { describe, expect, it } from 'vitest';
import { newOrderNo, orderNoOf } from '@server/db/order-no';
import { describeEachDatabase } from '../support/harness';

const NOW = new Date('2026-11-24T15:00:00Z');

describe('orderNoOf', () => {
  it('keeps the readable shape: letter, UTC time to the second, six digits', () => {
    expect(orderNoOf('E', NOW, 1n)).toBe('E20261124150000387233');
    expect(orderNoOf('D', NOW, 0n)).toBe('D20261124150000000000');
    expect(orderNoOf('W', new Date('2026-01-02T03:04:05.678Z'), 3n)).toMatch(/^W20260102030405\d{6}$/);
  });

  it('never repeats a suffix within a million consecutive sequence values', () => {
    const start = 123_456_789n;
    const seen = new Set<string>();
    for (let i = 0n; i < 1_000_000n; i++) seen.add(orderNoOf('E', NOW, start + i).slice(-6));
    expect(seen.size).toBe(1_000_000);
  });
});

describeEachDatabase('order numbers', (get) => {
  // Six random digits collided under load (npm run bench: a 500 on etf/buy); drawn from the
  // sequence, numbers made in the same second, even concurrently, are all different.
  it('are distinct for 2,000 drawn in the same second, 50 at a time', async () => {
    const { db } = get().running.services;
    const drawn: string[] = [];
    for (let round = 0; round < 40; round++)
      drawn.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => newOrderNo(db, (['D', 'W', 'E'] as const)[i % 3]!, NOW)))));
    expect(drawn).toHaveLength(2000);
    expect(new Set(drawn.map((n) => n.slice(-6))).size).toBe(2000);
    for (const n of drawn) expect(n).toMatch(/^[DWE]20261124150000\d{6}$/);
  });
});
