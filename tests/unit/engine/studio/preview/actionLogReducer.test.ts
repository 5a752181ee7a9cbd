import { describe, expect, it } from 'vitest';
import { actionLogReducer, EMPTY_LOG, LOG_LIMIT, type ActionLog } from '@engine/studio/preview/actionLogReducer';
import type { ActionLogEntry } from '@engine/studio/preview/previewProtocol';

const entry = (id: number, extra: Partial<ActionLogEntry> = {}): ActionLogEntry => ({
  id,
  at: 1000 + id,
  type: 'toast',
  status: 'running',
  ...extra,
});
const apply = (log: ActionLog, ...entries: ActionLogEntry[]) =>
  entries.reduce((l, e) => actionLogReducer(l, { type: 'entry', entry: e }), log);

describe('actionLogReducer', () => {
  it('updates a step in place as its reports arrive', () => {
    const log = apply(
      EMPTY_LOG,
      entry(1, { type: 'api' }),
      entry(2),
      entry(1, { type: 'api', params: { uid: '7' } }),
      entry(1, { type: 'api', params: { uid: '7' }, result: { ok: true }, status: 'done', ms: 12 }),
    );
    expect(log.entries.map((e) => [e.id, e.status])).toEqual([
      [1, 'done'],
      [2, 'running'],
    ]);
    expect(log.entries[0]).toMatchObject({ params: { uid: '7' }, result: { ok: true }, ms: 12 });
  });

  it('puts a step reported late at its place among the others', () => {
    const log = apply(EMPTY_LOG, entry(1), entry(3, { status: 'skipped' }), entry(2));
    expect(log.entries.map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('keeps a cleared step out when its answer comes after the clear', () => {
    let log = apply(EMPTY_LOG, entry(1), entry(2));
    log = actionLogReducer(log, { type: 'clear' });
    expect(log.entries).toEqual([]);
    log = apply(log, entry(2, { status: 'done' }), entry(3));
    expect(log.entries.map((e) => e.id)).toEqual([3]);
  });

  it('keeps the newest steps up to the limit', () => {
    const many = Array.from({ length: LOG_LIMIT + 5 }, (_, i) => entry(i + 1));
    let log = apply(EMPTY_LOG, ...many);
    expect(log.entries).toHaveLength(LOG_LIMIT);
    expect(log.entries[0]?.id).toBe(6);
    log = apply(log, entry(3, { status: 'done' }));
    expect(log.entries[0]?.id).toBe(6);
    expect(log.entries.some((e) => e.id === 3)).toBe(false);
  });
});
