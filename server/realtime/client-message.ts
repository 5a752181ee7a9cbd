import { LIMITS } from './limits';

const CODE = /^[A-Z0-9.]{1,12}$/;

/** A client message on /ws, checked field by field: anything else is refused with a reason, never thrown. */
export function parseClientMessage(
  text: string,
):
  | { type: 'subscribe' | 'unsubscribe'; codes: string[] }
  | { type: 'auth'; token: string }
  | { type: 'watch'; draft: number | null }
  | { type: 'signout' }
  | { reason: 'not-json' | 'bad-message' } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { reason: 'not-json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { reason: 'bad-message' };
  const { type, codes, token, draft } = value as { type?: unknown; codes?: unknown; token?: unknown; draft?: unknown };
  if (type === 'watch') {
    if (draft === null) return { type, draft };
    if (typeof draft !== 'number' || !Number.isSafeInteger(draft) || draft < 1) return { reason: 'bad-message' };
    return { type, draft };
  }
  if (type === 'signout') return { type };
  if (type === 'auth') {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return { reason: 'bad-message' };
    return { type, token };
  }
  if (type !== 'subscribe' && type !== 'unsubscribe') return { reason: 'bad-message' };
  if (!Array.isArray(codes) || codes.length > LIMITS.maxCodes * 2) return { reason: 'bad-message' };
  if (!codes.every((c): c is string => typeof c === 'string' && CODE.test(c))) return { reason: 'bad-message' };
  return { type, codes };
}
