import type { Feedback } from '../feedback/createFeedback';
import type { Catalogue, EndpointRef } from '../runtime/api/catalogue';
import { createApiClient, type ApiClientOptions } from '../runtime/api/createApiClient';
import type { Manifest } from '../runtime/dsl';
import type { EngineStores } from '../context/Engine';

export interface EngineApiOptions {
  manifest: Manifest;
  catalogue: Catalogue;
  loadEndpoint?: (endpointId: string) => Promise<EndpointRef | undefined>;
  fetch?: ApiClientOptions['fetch'];
  stores: EngineStores;
  feedback: Feedback;
  t: ApiClientOptions['t'];
  /** Late-bound (see createApiAndSessions): the session services are built after the client. */
  onAuthFailure: () => void;
  onStaffAuthFailure: () => void;
  /** A code the manifest answers with a prompt (api.codePrompts): opened with an action host of the engine. */
  onCodePrompt: (promptId: string) => void;
}

/** The api client as the manifest configures it; tokens and the locale are read from the stores at every call. */
export function createEngineApi(o: EngineApiOptions) {
  const { manifest, stores, feedback } = o;
  return createApiClient({
    catalogue: o.catalogue,
    resolveEndpoint: o.loadEndpoint,
    base: manifest.api.base,
    scheme: manifest.api.scheme,
    platformHeader: manifest.api.platformHeader,
    platform: manifest.api.platform,
    timeoutMs: manifest.api.timeoutMs,
    getToken: () => stores.session.get().token,
    getStaffToken: () => stores.staff.get().token,
    getLocale: () => stores.app.get().locale,
    onAuthFailure: () => o.onAuthFailure(),
    onStaffAuthFailure: () => o.onStaffAuthFailure(),
    onError: (message) => feedback.errorToast(message),
    onNetworkFailure: () => feedback.networkError(),
    codePrompts: manifest.api.codePrompts,
    onCodePrompt: (promptId) => o.onCodePrompt(promptId),
    t: o.t,
    fetch: o.fetch,
  });
}
