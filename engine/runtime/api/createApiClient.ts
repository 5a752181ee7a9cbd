import { ApiError, CLIENT_CODES } from './ApiError';
import type { Catalogue, EndpointRef } from './catalogue';
import { asEnvelope } from './envelope';
import { lanForLocale } from '@core/i18n/languageTag';
import { mirrorPageSize } from './mirrorPageSize';
import { toQueryString } from './toQueryString';

/** The fallback toast when the server gives no message (spec section 8); engine.requestError when a translator is given. */
export const REQUEST_ERROR_TEXT = 'Request error, try again later';

/**
 * A refusal at the server's door (503 busy, 429 too many at once) that says when to come back is
 * tried again, at most this often, when that is safe: a read, or a write carrying its
 * Idempotency-Key (the server applies it once however often it arrives).
 */
const MAX_RETRIES = 2;
/** A longer Retry-After is not waited out: the member hears the refusal (a lockout, a rate limit). */
const MAX_RETRY_AFTER_SECONDS = 5;

/** How long to wait before trying again, or undefined when the reply does not say or says too long. */
function retryDelayMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_RETRY_AFTER_SECONDS) return undefined;
  // Jittered by up to half again: clients refused together do not all come back in the same instant.
  return Math.max(100, seconds * 1000) * (1 + Math.random() * 0.5);
}

/** Codes after which the session is gone: clear it and go back to login (spec section 8). */
const AUTH_CODES = new Set([401, 406]);

export interface ApiClientOptions {
  catalogue: Catalogue;
  /** An id the catalogue does not hold yet may be in a chunk still to load (the operations calls). */
  resolveEndpoint?: (endpointId: string) => Promise<EndpointRef | undefined>;
  /** Prefix of every call, e.g. /api. */
  base?: string;
  /** Authorization scheme, e.g. Bearer: the header is "<scheme> <token>". */
  scheme: string;
  platformHeader: string;
  platform: string;
  timeoutMs: number;
  getToken: () => string | null | undefined;
  /** The staff session's token, for operations calls (catalogue entries with staff roles). */
  getStaffToken?: () => string | null | undefined;
  getLocale: () => string | null | undefined;
  /** Session is invalid (no token for an auth endpoint, or code 401/406): clear it and go to login. */
  onAuthFailure: (error: ApiError) => void;
  /** The same for an operations call: the staff session is gone; go to the staff sign-in. */
  onStaffAuthFailure?: (error: ApiError) => void;
  /** A failed call whose caller did not turn toasts off: show `message` as an error toast. */
  onError: (message: string, error: ApiError) => void;
  /** No reply or a timeout: show the Error dialog with Reload. */
  onNetworkFailure: (error: ApiError) => void;
  /** Server code -> prompt id (manifest api.codePrompts): such codes open the prompt instead of a toast. */
  codePrompts?: Record<string, string>;
  onCodePrompt?: (promptId: string, error: ApiError) => void;
  t?: (key: string) => string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

export interface CallOptions {
  /** false: do not toast a failure (the caller shows it in its own way). */
  toast?: boolean;
  /** Sent as Idempotency-Key so the server applies a money write once however often it arrives. */
  idempotencyKey?: string;
}

export interface ApiClient {
  /** Resolves the envelope's data on code 0; rejects with an ApiError otherwise. */
  call(endpointId: string, params?: Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  endpoint(endpointId: string): EndpointRef | undefined;
}

/** The one HTTP client of the app, exactly as spec sections 7 and 8 describe it. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = (options.base ?? '/api').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));

  function fail(error: ApiError, callOptions: CallOptions, staff = false): never {
    if (error.kind === 'auth') (staff && options.onStaffAuthFailure ? options.onStaffAuthFailure : options.onAuthFailure)(error);
    else if (error.kind === 'network') options.onNetworkFailure(error);
    else if (callOptions.toast !== false) {
      const promptId = error.kind === 'server' ? options.codePrompts?.[String(error.code)] : undefined;
      if (promptId && options.onCodePrompt) options.onCodePrompt(promptId, error);
      else options.onError(error.msg || (options.t ? options.t('engine.requestError') : REQUEST_ERROR_TEXT), error);
    }
    throw error;
  }

  async function call(endpointId: string, params: Record<string, unknown> = {}, callOptions: CallOptions = {}): Promise<unknown> {
    const endpoint = options.catalogue[endpointId] ?? (await options.resolveEndpoint?.(endpointId));
    if (!endpoint) throw new Error(`Unknown endpoint "${endpointId}": it is not in schemas/api`);

    // Two realms that never mix: an operations call carries the staff token, any other the member's.
    const staff = endpoint.staff === true;
    const token = (staff ? options.getStaffToken?.() : options.getToken()) || undefined;
    if ((endpoint.auth || staff) && !token) fail(new ApiError('auth', 401, ''), callOptions, staff);

    const headers: Record<string, string> = {
      Accept: 'application/json',
      Lan: lanForLocale(options.getLocale()),
      [options.platformHeader]: options.platform,
    };
    if (token) headers.Authorization = `${options.scheme} ${token}`.trim();
    if (callOptions.idempotencyKey) headers['Idempotency-Key'] = callOptions.idempotencyKey;

    const payload = mirrorPageSize(params);
    let url = `${base}/${endpoint.path}`;
    const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
    if (endpoint.method === 'GET') {
      const query = toQueryString(payload);
      if (query) url += `?${query}`;
    } else if (endpoint.multipart) {
      // The browser writes the multipart boundary itself; the server reads text fields before the file.
      init.body = toFormData(payload);
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(payload);
    }

    const retryable = endpoint.method === 'GET' || callOptions.idempotencyKey !== undefined;
    let status = 0;
    let body: unknown;
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      init.signal = controller.signal;
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      let wait: number | undefined;
      try {
        const response = await doFetch(url, init);
        status = response.status;
        if ((status === 503 || status === 429) && retryable && attempt < MAX_RETRIES) wait = retryDelayMs(response);
        const text = await response.text();
        body = parseJson(text);
      } catch {
        // A rejected fetch or an abort by the timer: the request never got a usable reply.
        fail(new ApiError('network', CLIENT_CODES.network, ''), callOptions, staff);
      } finally {
        clearTimeout(timer);
      }
      if (wait === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }

    const envelope = asEnvelope(body);
    if (!envelope) {
      if (AUTH_CODES.has(status)) fail(new ApiError('auth', status, ''), callOptions, staff);
      fail(new ApiError('invalid', CLIENT_CODES.invalid, ''), callOptions, staff);
    }
    if (envelope.code === 0) return envelope.data;
    if (AUTH_CODES.has(envelope.code)) fail(new ApiError('auth', envelope.code, envelope.msg), callOptions, staff);
    return fail(new ApiError('server', envelope.code, envelope.msg), callOptions, staff);
  }

  return { call, endpoint: (id) => options.catalogue[id] };
}

function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  const files: [string, Blob][] = [];
  for (const [name, value] of Object.entries(payload)) {
    if (value instanceof Blob) files.push([name, value]);
    else if (value !== undefined && value !== null) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const [name, file] of files) form.append(name, file, file instanceof File ? file.name : 'upload');
  return form;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
