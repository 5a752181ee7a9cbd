import type { ApiClient } from '../api/createApiClient';
import type { Action, PromptSpec } from '../dsl';
import type { ActionStep } from '../inspect/Inspector';
import type { Formatters } from '../format/createFormatters';
import type { Scope, Translate } from '../scope';
import type { SessionService } from '../session/createSessionService';
import type { StateStore } from '../store/createStateStore';
import type { StorageStore } from '../store/createStorageStore';

/** Why this device could not be subscribed (content.push.<reason> says it to the member). */
export type PushRefusal = 'unsupported' | 'denied' | 'failed';

/**
 * The browser's side of Web Push (engine/app/pushDevice.ts in the app): subscribing asks the
 * member's permission first. Kept behind this seam so the action is tested without a browser.
 */
export interface PushDevice {
  /** A subscription for the server's VAPID public key (base64url), as PushSubscription.toJSON gives it, or why not. */
  subscribe(publicKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | PushRefusal>;
  /** Drops the browser's subscription, if there is one. */
  unsubscribe(): Promise<void>;
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText: string;
  cancelText: string;
  danger?: boolean;
}

export type ToastIcon = 'success' | 'fail' | 'loading';

/**
 * Everything an action may touch. The React layer implements it with the router, antd-mobile
 * dialogs and the app stores; tests implement it with plain fakes.
 */
export interface ActionHost {
  api: Pick<ApiClient, 'call' | 'endpoint'>;
  session: Pick<SessionService, 'start' | 'logout'>;
  /** The staff realm (actions with realm: staff); absent where no staff screens run. */
  staffSession?: Pick<SessionService, 'start' | 'logout'>;
  state: Pick<StateStore, 'setIn'>;
  storage: Pick<StorageStore, 'put'>;
  /** `to` is a route name, or a path or alias of app.json. */
  navigate(to: string, options: { replace?: boolean; query?: Record<string, unknown> }): void;
  back(): void;
  toast(text: string, icon?: ToastIcon): void;
  /** Resolves true when the member confirms. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  loadPrompt(id: string): Promise<PromptSpec | undefined>;
  /** Refetches a data source of the current screen, or all of them. */
  refresh(source?: string): void | Promise<unknown>;
  setLocale(locale: string): void | Promise<unknown>;
  setTheme(theme: string): void;
  /** Resolves true when the text reached the clipboard. */
  copy(text: string): Promise<boolean>;
  /** Saves a file on the device (the download action); resolves false when it could not. Absent where nothing can be saved. */
  download?(file: { content: string; filename: string; mime: string }): Promise<boolean>;
  newIdempotencyKey?: () => string;
  /** Web Push on this device (the push action); absent where the browser has none (previews, tests). */
  push?: PushDevice;
  /** Forgets cached data and remembered values; keeps the session and preferences. */
  clearCache?(): void;
  /** The studio preview's action log (Inspector.step): told of every step; absent in the app. */
  trace?(action: Action, scope: Scope): ActionStep;
}

export interface ActionContext {
  host: ActionHost;
  /** The scope as it is now: read again before every step so a `set` is seen by the next one. */
  scope: () => Scope;
  t: Translate;
  formatters?: Formatters;
}

/**
 * completed: every step ran (none stopped the list). failed: an api call failed along the way,
 * even if an onError list handled it. A button that starts a countdown wants both right.
 */
export interface RunResult {
  completed: boolean;
  failed: boolean;
  /** The first refusal met along the way ({code, msg} of the failed call), so a form can show it. */
  error?: { code: number; msg: string };
}
