export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** Reads {code, msg, data}; anything else (HTML error page, proxy text, bare JSON) is not an envelope. */
export function asEnvelope(body: unknown): Envelope | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const b = body as Record<string, unknown>;
  const code = typeof b.code === 'string' && /^-?\d+$/.test(b.code) ? Number(b.code) : b.code;
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined;
  return { code, msg: typeof b.msg === 'string' ? b.msg : '', data: b.data };
}
