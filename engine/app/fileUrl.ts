import type { ApiClientOptions } from '../runtime/api/createApiClient';

/**
 * A private file (an uploaded photo) as an object URL, fetched with `token` since an <img> cannot
 * send one. Only our own API's file routes: a config cannot make the engine send a token elsewhere.
 */
export async function fetchFileUrl(
  url: string,
  token: string | undefined,
  scheme: string,
  fetch: ApiClientOptions['fetch'],
): Promise<string> {
  if (!/^\/api\/(ops\/)?files\/[A-Za-z0-9_-]+$/.test(url)) throw new Error(`Not a file of this app: ${url}`);
  const doFetch = fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const res = await doFetch(url, {
    headers: token ? { Authorization: `${scheme} ${token}`.trim() } : {},
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return URL.createObjectURL(await res.blob());
}
