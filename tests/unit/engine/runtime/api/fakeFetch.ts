import { vi } from 'vitest';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What a fetch call sent, with a JSON body parsed. */
export function toSent(url: string, init: RequestInit): Sent {
  return {
    url,
    method: String(init.method),
    headers: init.headers as Record<string, string>,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

/** A fetch double that records requests and answers from a handler (status 200 by default). */
export function fakeFetch(
  reply: (sent: Sent) => unknown | { status: number; body: unknown; raw?: string; headers?: Record<string, string> },
) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const request = toSent(url, init);
    sent.push(request);
    const answer = reply(request);
    if (answer instanceof Error) throw answer;
    const { status, body, raw, headers } =
      answer !== null && typeof answer === 'object' && 'status' in answer
        ? (answer as { status: number; body: unknown; raw?: string; headers?: Record<string, string> })
        : { status: 200, body: answer, raw: undefined, headers: undefined };
    return new Response(raw ?? JSON.stringify(body), { status, headers });
  });
  return { fetch, sent };
}
