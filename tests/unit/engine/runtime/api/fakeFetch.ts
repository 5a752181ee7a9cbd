import { vi } from 'vitest';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch double that records requests and answers from a handler (status 200 by default). */
export function fakeFetch(reply: (sent: Sent) => unknown | { status: number; body: unknown; raw?: string }) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const request: Sent = {
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const answer = reply(request);
    if (answer instanceof Error) throw answer;
    const { status, body, raw } =
      answer !== null && typeof answer === 'object' && 'status' in answer
        ? (answer as { status: number; body: unknown; raw?: string })
        : { status: 200, body: answer, raw: undefined };
    return new Response(raw ?? JSON.stringify(body), { status });
  });
  return { fetch, sent };
}
