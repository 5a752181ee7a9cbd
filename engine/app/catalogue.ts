import type { Catalogue, EndpointRef } from '../runtime/api/catalogue';
import { memberEndpoints } from '../generated/memberEndpoints';

// id -> {method, path, auth}, generated from schemas/api by `npm run gen`: the request and response
// schemas stay on the server, so the browser downloads about 1 KB instead of the whole catalogue.
// The operations calls are a chunk of their own (engine/generated/staffEndpoints.ts), added to this
// same object when the first staff screen or form loads (staffBundleLoaders.ts) or the first staff
// call is made (loadEndpoint): a member's phone never downloads them.
export const catalogue: Catalogue = { ...memberEndpoints } as Catalogue;

let staffLoad: Promise<void> | undefined;

/** Adds the operations calls to the catalogue (once). */
export function loadStaffEndpoints(): Promise<void> {
  staffLoad ??= import('../generated/staffEndpoints').then(({ staffEndpoints }) => void Object.assign(catalogue, staffEndpoints));
  return staffLoad;
}

/** The api client's fallback for an id it does not know yet: an operations call before any staff screen loaded (ops/me at start). */
export async function loadEndpoint(id: string): Promise<EndpointRef | undefined> {
  if (!id.startsWith('ops/')) return undefined;
  await loadStaffEndpoints();
  return catalogue[id];
}
