import type { PushDevice } from '../runtime/actions/pushAction';

/** How long to wait for the service worker (it registers after the first screen) before saying push cannot work here. */
const WORKER_WAIT_MS = 10_000;

/**
 * Web Push through this browser's service worker (engine/public/push-handler.js shows what
 * arrives), for a browser with the Push API (actionHost.ts checks, and loads this with the first
 * push action).
 */
export function browserPushDevice(): PushDevice {
  return {
    async subscribe(publicKey) {
      const registration = await workerRegistration();
      if (!registration) return 'unsupported';
      // Asked on the member's tap (the browsers require a gesture), never on page load.
      const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      if (permission !== 'granted') return 'denied';
      try {
        const existing = await registration.pushManager.getSubscription();
        const sub =
          existing && sameKey(existing, publicKey)
            ? existing
            : await (existing ? existing.unsubscribe() : Promise.resolve(true)).then(() =>
                registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }),
              );
        const json = sub.toJSON();
        if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return 'failed';
        return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
      } catch {
        // No push service reachable (a browser without one, no network, a blocked vendor service).
        return 'failed';
      }
    },
    async unsubscribe() {
      const registration = await navigator.serviceWorker.getRegistration();
      const sub = await registration?.pushManager.getSubscription();
      await sub?.unsubscribe();
    },
  };
}

async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** A subscription made for another server key (the operator replaced it) must be made again. */
function sameKey(sub: PushSubscription, publicKey: string): boolean {
  const key = sub.options.applicationServerKey;
  if (!key) return false;
  const bytes = new Uint8Array(key);
  const wanted = fromBase64Url(publicKey);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}
