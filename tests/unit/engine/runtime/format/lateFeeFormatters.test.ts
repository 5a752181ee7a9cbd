import { describe, expect, it, vi } from 'vitest';

// fee and withFee are a chunk of their own (decimal.js stays out of the first download, issue 23).
describe('the fee formatters chunk', () => {
  it('gives the empty preview until the chunk has arrived, then the fee', async () => {
    // A fresh copy of the module: other files of this project may have fetched the chunk already.
    vi.resetModules();
    const { createFormatters, loadFeeFormatters } = await import('@engine/runtime/format/createFormatters');
    const f = createFormatters({ locale: () => 'en', t: (key) => key });
    // Asking starts the download; the screens that use them await it first (withFragments.ts).
    expect(f.fee(['100', '0.05'])).toBe('');
    await loadFeeFormatters();
    expect(f.fee(['100', '0.05'])).toBe('5.00');
    expect(f.withFee(['10.10', '0.05'])).toBe('10.61');
  });

  it('knows the screens that use them', async () => {
    const { usesFeeFormat } = await import('@engine/runtime/format/createFormatters');
    expect(usesFeeFormat({ body: { props: { text: { $fmt: 'withFee', value: ['1', '0.1'] } } } })).toBe(true);
    expect(usesFeeFormat({ body: { props: { text: { $fmt: 'money', $bind: 'data.fee' } } } })).toBe(false);
  });
});
