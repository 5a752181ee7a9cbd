import type { MessageArgsMap, MessageKey } from './generated/messageKeys';

/**
 * Envelope codes. 0 is success; the client treats 401 and 406 as "session gone"; codes listed in
 * screens/app.json api.codePrompts open a guard prompt; every other code shows msg as a toast.
 */
export const Codes = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SESSION_ENDED: 406,
  /** The request did not arrive in time (a slow header or body): written by the client-error handler. */
  TIMEOUT: 408,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RULE: 422,
  RATE_LIMITED: 429,
  /** The request line and headers exceed Node's maxHeaderSize (e.g. a query string over 16 KB). */
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  PLANNED: 501,
  /** The database cannot take the request now (queue full, wait ran out, connection lost): retry soon. */
  BUSY: 503,
  PAY_PASSWORD_REQUIRED: 1001,
  /** The spec's "real-name verification" (member/verify): KYC everywhere in the server. */
  KYC_REQUIRED: 1002,
  BINDING_REQUIRED: 1003,
  /** An order without the payment password on a session where trading is not unlocked (server/security/trade-unlock.ts). */
  TRADE_LOCKED: 1004,
  /** A staff password chosen by someone else must be replaced (ops/password) before any other ops call. */
  PASSWORD_CHANGE_REQUIRED: 1009,
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];

/** A message's {{placeholders}} are required when it has any; a key without them takes none. */
type ArgsOf<K extends MessageKey> =
  MessageArgsMap[K] extends Record<string, never> ? [args?: Record<string, never>] : [args: MessageArgsMap[K]];

/**
 * A failure the member should read: code + message key (in locales/<code>/server.json) + its args.
 * The key is one of the English dictionary's (generated MessageKey), so a typo does not compile.
 */
export class AppError<K extends MessageKey = MessageKey> extends Error {
  readonly args: Record<string, string | number>;
  constructor(
    readonly code: Code,
    readonly key: K,
    ...[args]: ArgsOf<K>
  ) {
    super(key);
    this.args = args ?? {};
  }
}

/** HTTP status for an envelope code: business refusals stay 4xx so proxies and logs see them. */
export function httpStatusFor(code: number): number {
  if (code === 0) return 200;
  if (code >= 400 && code < 600) return code === 406 ? 401 : code;
  return 403;
}
