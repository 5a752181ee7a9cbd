/**
 * Why a call failed. `server`: the envelope carried a non-zero code; `auth`: no token for an auth
 * endpoint, or code 401/406; `network`: no reply or a timeout; `invalid`: the reply was not an
 * envelope. Screens see only {code, msg} (as `error` in onError).
 */
export type ApiErrorKind = 'server' | 'auth' | 'network' | 'invalid';

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly kind: ApiErrorKind;

  constructor(kind: ApiErrorKind, code: number, msg: string) {
    super(msg || `${kind} error ${code}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.msg = msg;
  }

  toJSON(): { code: number; msg: string } {
    return { code: this.code, msg: this.msg };
  }
}

/** Codes of the errors the client makes itself, for replies that carry none. */
export const CLIENT_CODES = { network: -1, invalid: -2 } as const;
