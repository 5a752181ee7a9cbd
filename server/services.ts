import type { Config } from './config';
import type { Clock } from './clock';
import type { Db } from './db/types';
import type { Notifier } from './notify/types';
import type { Messages } from './messages';
import type { UploadedFile } from './uploads/multipart-input';
import type { StaffCaller } from './staff/caller';
import type {
  ApiMap,
  EndpointId,
  IdempotentEndpointId,
  MemberEndpointId,
  OptionalSessionEndpointId,
  StaffEndpointId,
} from '@core/generated/api';
import type { Queryable } from './db/types';
import type { StudioService } from './studio/service';
import type { Bus } from './realtime/bus';
import type { MarketData } from './market/market-data';

/** Everything a domain handler may use. Domain code never sees Fastify's request or reply. */
export interface Services {
  db: Db;
  config: Config;
  clock: Clock;
  notifier: Notifier;
  messages: Messages;
  /** The screen bundle: built-in files, the publish gate's vocabulary. */
  studio: StudioService;
  /** Realtime fan-out to this instance's sockets. */
  bus: Bus;
  /** The declared market data source: the only place a price comes from. */
  market: MarketData;
}

/** The signed-in member behind a request, resolved from the session token. */
export interface Caller {
  memberId: string;
  uid: string;
  sessionId: string;
  /** A studio preview session: it may read, never write. */
  readOnly?: boolean;
  /** Until when a confirmed payment password unlocks trading on this session (server/security/trade-unlock.ts). */
  tradeUnlockedUntil?: Date;
  /** When the session ends: an unlock never outlives it. */
  expiresAt?: Date;
  /** The trading guards, read with the session (one read, issue 23): a passed real-name verification and a payment password set. */
  mayTrade: { verified: boolean; paySet: boolean };
}

export interface HandlerContext<
  Input,
  Who extends Caller | null = Caller | null,
  Staff extends StaffCaller | undefined = StaffCaller | undefined,
> {
  input: Input;
  /** The signed-in member on entries with auth (the dispatcher refused the call without one); on public entries the member when a session was sent, else null. */
  caller: Who;
  /** The signed-in staff member, on operations calls (catalogue entries with `staff` roles). */
  staff: Staff;
  /** The Lan header as sent (for messages written in the member's language). */
  lan: string | undefined;
  ip: string;
  /** The file of a multipart call (catalogue body: multipart), already size-limited and name-checked. */
  upload?: UploadedFile;
  /** The Idempotency-Key of a money write (catalogue entries with idempotent: true; required there). */
  idempotencyKey?: string;
}

/** One endpoint's context: who is calling follows from its catalogue entry, so no handler asserts it. */
export type ContextOf<Id extends EndpointId> = HandlerContext<
  ApiMap[Id]['request'],
  Id extends MemberEndpointId ? Caller : Id extends OptionalSessionEndpointId ? Caller | null : null,
  Id extends StaffEndpointId ? StaffCaller : undefined
>;

export type Handler<Id extends EndpointId> = (ctx: ContextOf<Id>, services: Services) => Promise<ApiMap[Id]['response']>;

declare const written: unique symbol;

/** The answer of a write that ran under the call's Idempotency-Key; only the dispatcher's `once` makes one. */
export interface Written<T> {
  readonly [written]: T;
}

/** Runs the write in one transaction with the key claimed (or answers what the key's first write answered). */
export type Once<T> = (write: (q: Queryable) => Promise<T>) => Promise<Written<T>>;

/**
 * The handler of a money write (catalogue `idempotent: true`). The dispatcher owns the key: it
 * hands `once` to the handler, whose checks run first and whose write goes through `once`; a
 * handler cannot answer without it, since nothing else makes a Written.
 */
export interface IdempotentHandler<Id extends IdempotentEndpointId> {
  /**
   * 'first': an earlier answer under this key is returned before any check, because the checks
   * (payment password, review hours, a recipient) may say otherwise by now and a member retrying
   * after a lost reply must hear what actually happened. 'at-write': the checks depend on the
   * request alone, and the replay happens when `once` claims the key.
   */
  replay: 'first' | 'at-write';
  run: (ctx: ContextOf<Id>, services: Services, once: Once<ApiMap[Id]['response']>) => Promise<Written<ApiMap[Id]['response']>>;
}

export type HandlerOf<Id extends EndpointId> = Id extends IdempotentEndpointId ? IdempotentHandler<Id> : Handler<Id>;

/** A domain's contract: catalogue id -> handler, typed by the generated ApiMap. */
export type HandlerMap = { [Id in EndpointId]?: HandlerOf<Id> };
