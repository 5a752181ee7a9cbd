import type { OverlayState } from '../../context/OverlayState';

async function envelope<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code?: unknown; data?: unknown; msg?: unknown };
  if (body.code !== 0) throw new Error(`${String(body.code)} ${String(body.msg)}`);
  return body.data as T;
}

/** screens/published and screens/file, read before the engine (and its API client) exists. */
export function publishedSource(base: string, doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)) {
  return {
    fetchState: async () => envelope<OverlayState>(await doFetch(`${base}/screens/published`, { cache: 'no-store' })),
    fetchText: async (hash: string) => (await envelope<{ text: string }>(await doFetch(`${base}/screens/file?hash=${hash}`))).text,
    formModuleUrl: (hash: string) => `${base}/screens/forms/${hash}.js`,
  };
}
