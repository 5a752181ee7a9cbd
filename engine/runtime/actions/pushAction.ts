import { ApiError } from '../api/ApiError';
import type { Translate } from '../scope';
import type { ActionHost } from './ActionHost';

export type { PushDevice, PushRefusal } from './ActionHost';

/** Code of the refusals the device makes itself (no server call was refused). */
export const PUSH_REFUSED = -3;

/**
 * Runs a push action's work: on subscribes the device and registers it (member/push_prefs for
 * the key, then member/push_subscribe); off drops both sides. Resolves the refusal to show, or
 * undefined when done. A server refusal (ApiError) is returned as its {code, msg}.
 */
export async function runPush(
  op: 'on' | 'off',
  events: unknown,
  host: Pick<ActionHost, 'api' | 'push'>,
  t: Translate,
): Promise<{ code: number; msg: string } | undefined> {
  try {
    if (op === 'off') {
      // The server's row first: if the browser's unsubscribe fails, nothing is pushed anyway.
      await host.api.call('member/push_unsubscribe', {}, { toast: false });
      await host.push?.unsubscribe().catch(() => undefined);
      return undefined;
    }
    if (!host.push) return { code: PUSH_REFUSED, msg: t('content.push.unsupported') };
    const prefs = (await host.api.call('member/push_prefs', {}, { toast: false })) as { public_key: string };
    const sub = await host.push.subscribe(prefs.public_key);
    if (typeof sub === 'string') return { code: PUSH_REFUSED, msg: t(`content.push.${sub}`) };
    await host.api.call('member/push_subscribe', { endpoint: sub.endpoint, keys: sub.keys, events }, { toast: false });
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.toJSON();
    throw error;
  }
}
