import type { Config } from './config';
import type { Clock } from './clock';
import type { Db } from './db/types';
import type { Notifier } from './notify/types';
import type { Messages } from './http/messages';
import type { UploadedFile } from './http/multipart-input';
import type { StaffCaller } from './ops/staff-caller';
import type { ApiMap, EndpointId } from '../core/generated/api';
import type { StudioService } from './studio/service';
import type { Bus } from './realtime/bus';

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
}

/** The signed-in member behind a request, resolved from the session token. */
export interface Caller {
  memberId: string;
  uid: string;
  sessionId: string;
  /** A studio preview session: it may read, never write. */
  readOnly?: boolean;
}

export interface HandlerContext<Input> {
  input: Input;
  caller: Caller | null;
  /** The signed-in staff member, on operations calls (catalogue entries with `staff` roles). */
  staff?: StaffCaller;
  /** The Lan header as sent (for messages written in the member's language). */
  lan: string | undefined;
  ip: string;
  /** The file of a multipart call (catalogue body: multipart), already size-limited and name-checked. */
  upload?: UploadedFile;
  /** The Idempotency-Key of a money write (catalogue entries with idempotent: true; required there). */
  idempotencyKey?: string;
}

export type Handler<Id extends EndpointId> = (
  ctx: HandlerContext<ApiMap[Id]['request']>,
  services: Services,
) => Promise<ApiMap[Id]['response']>;

/** A domain's contract: catalogue id -> handler, typed by the generated ApiMap. */
export type HandlerMap = { [Id in EndpointId]?: Handler<Id> };
