import type { Manifest } from '../runtime/dsl';
// Every entry, staff calls too: stories and the studio preview answer operations screens as well.
import { endpointInfo as catalogue } from '@core/generated/api';

/** A fixture's reply: data for code 0, or an explicit envelope (e.g. {code: 1001, msg}) to fail. */
export type Fixture = unknown;

export function isEnvelope(value: unknown): value is { code: number } {
  return value !== null && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'number';
}

/**
 * A server answered from fixtures (endpoint id -> reply), for Storybook and the studio's preview.
 * Unlisted endpoints answer code 0 with empty data; private photos answer 404 (a placeholder shows).
 */
export function fixtureFetch(manifest: Manifest, fixtures: Record<string, Fixture> = {}) {
  const byRequest = new Map(Object.entries(catalogue).map(([id, e]) => [`${e.method} ${e.path}`, id]));
  return async (url: string, init: RequestInit): Promise<Response> => {
    if (/^\/api\/(ops\/)?files\//.test(url)) return new Response('', { status: 404 });
    const path = url.slice(manifest.api.base.length + 1).split('?')[0] ?? '';
    const id = byRequest.get(`${String(init.method)} ${path}`);
    const fixture = id !== undefined ? fixtures[id] : undefined;
    const envelope = isEnvelope(fixture) ? fixture : { code: 0, msg: 'ok', data: fixture ?? {} };
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
