/** Fires `total` requests with `concurrency` in flight, stopping early at `timeLimitMs`; loopback only. */
export async function measure(
  send: () => Promise<boolean>,
  opts: { total: number; concurrency: number; timeLimitMs: number },
): Promise<{ done: number; failed: number; seconds: number; perSecond: number; p50: number; p95: number; p99: number }> {
  const latencies: number[] = [];
  let started = 0;
  let failed = 0;
  const t0 = performance.now();
  const deadline = t0 + opts.timeLimitMs;
  const worker = async () => {
    while (started < opts.total && performance.now() < deadline) {
      started += 1;
      const t = performance.now();
      const ok = await send().catch(() => false);
      latencies.push(performance.now() - t);
      if (!ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { done: latencies.length, failed, seconds, perSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
