import type { ApiClient } from '../runtime/api/createApiClient';
import type { Manifest } from '../runtime/dsl';
import { createSessionService, STAFF_ENDPOINTS } from '../runtime/session/createSessionService';
import type { EngineStores, Navigation } from '../context/Engine';
import { createEngineApi, type EngineApiOptions } from './engineApi';

/**
 * The member's session and the staff's, apart. Either one ending empties SWR's cache, so nobody
 * sees another's data; the member's also drops the screens' state.
 */
function createSessions(api: ApiClient, stores: EngineStores, navigation: Navigation, manifest: Manifest, swrCache: Map<string, unknown>) {
  const session = createSessionService({
    api,
    session: stores.session,
    goToLogin: () => navigation.navigate('login', { replace: true }),
    onCleared: () => {
      swrCache.clear();
      stores.state.clear();
    },
  });
  const staffSession = createSessionService({
    api,
    session: stores.staff,
    endpoints: STAFF_ENDPOINTS,
    goToLogin: () => navigation.navigate(manifest.staff?.loginRoute ?? 'login', { replace: true }),
    onCleared: () => swrCache.clear(),
  });
  return { session, staffSession };
}

/**
 * The api client and the two sessions over it. Late-bound: the api client reports auth failures to
 * the session services, which are built after it (they call it).
 */
export function createApiAndSessions(
  o: Omit<EngineApiOptions, 'onAuthFailure' | 'onStaffAuthFailure'> & { navigation: Navigation; swrCache: Map<string, unknown> },
) {
  let expireSession = () => {};
  let expireStaff = () => {};
  const api = createEngineApi({ ...o, onAuthFailure: () => expireSession(), onStaffAuthFailure: () => expireStaff() });
  const { session, staffSession } = createSessions(api, o.stores, o.navigation, o.manifest, o.swrCache);
  expireSession = () => session.expire();
  expireStaff = () => staffSession.expire();
  return { api, session, staffSession };
}
