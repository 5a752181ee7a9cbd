import { describe, expect, it, vi } from 'vitest';
import { runActions } from '@engine/runtime/actions/runActions';
import type { Action } from '@engine/runtime/dsl';
import { fakeHost } from './fakeHost';

const statement = { filename: 'statement-u1-2026-11-01-2026-11-30.pdf', mime: 'application/pdf', content: 'JVBERi0=' };
const steps: Action[] = [
  {
    type: 'api',
    endpoint: 'wallet/statement',
    onSuccess: [
      {
        type: 'download',
        content: { $bind: 'result.content' },
        filename: { $bind: 'result.filename' },
        mime: { $bind: 'result.mime' },
      },
      { type: 'toast', text: 'saved' },
    ],
  },
];

describe('the download action', () => {
  it('hands the file an api call answered to the host, then goes on', async () => {
    const { ctx, host, log } = fakeHost({ api: () => statement });
    const download = vi.fn(async () => true);
    await expect(runActions(steps, { ...ctx, host: { ...host, download } })).resolves.toEqual({ completed: true, failed: false });
    expect(download).toHaveBeenCalledWith(statement);
    expect(log).toEqual(['api:wallet/statement', 'toast:saved']);
  });

  it('stops and says so when the file could not be saved or the host cannot save', async () => {
    for (const download of [vi.fn(async () => false), undefined]) {
      const { ctx, host, log } = fakeHost({ api: () => statement });
      const run = await runActions(steps, { ...ctx, host: { ...host, download } });
      expect(run).toEqual({ completed: false, failed: true });
      expect(log).toEqual(['api:wallet/statement', 'toast:engine.downloadFailed']);
    }
  });

  it('saves nothing for an empty answer', async () => {
    const { ctx, host } = fakeHost({ api: () => ({ ...statement, content: '' }) });
    const download = vi.fn(async () => true);
    await runActions(steps, { ...ctx, host: { ...host, download } });
    expect(download).not.toHaveBeenCalled();
  });
});
