import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { vapidKeys } from './vapid';
import { checkEndpoint, checkKeys, deviceOf, forgetSessionDevices, setDeviceEvents, subscribeDevice } from './subscriptions';
import { eventFlags } from '../notices/push-events';

/**
 * Web Push on this device (issue 25). Every call acts on the caller's own session's subscription,
 * so no id of another member's row can be named. The language of the call becomes the language
 * the device's pushes are written in.
 */
export const pushHandlers: HandlerMap = {
  'member/push_prefs': async ({ caller }, services) => {
    const keys = await vapidKeys(services.db, services.config);
    const device = await deviceOf(services.db, caller.sessionId);
    return { public_key: keys.publicKey, subscribed: Boolean(device), events: device?.events ?? eventFlags({}) };
  },

  'member/push_subscribe': async ({ input, caller, lan }, services) => {
    checkEndpoint(input.endpoint, services.config.push.loopbackEndpoints);
    checkKeys(input.keys.p256dh, input.keys.auth);
    const sub = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, events: input.events };
    await services.db.tx((q) => subscribeDevice(q, caller, sub, lan, services.clock.now()));
    return null;
  },

  'member/push_events': async ({ input, caller, lan }, services) => {
    if (!(await setDeviceEvents(services.db, caller.sessionId, input.events, lan)))
      throw new AppError(Codes.NOT_FOUND, 'server.push.notSubscribed');
    return null;
  },

  'member/push_unsubscribe': async ({ caller }, services) => {
    await forgetSessionDevices(services.db, { sessionId: caller.sessionId });
    return null;
  },
};
