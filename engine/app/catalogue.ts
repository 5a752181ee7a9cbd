import type { Catalogue } from '../runtime/api/catalogue';
import { endpointInfo } from '@core/generated/api';

// id -> {method, path, auth}, generated from schemas/api by `npm run gen`: the request and response
// schemas stay on the server, so the browser downloads about 1 KB instead of the whole catalogue.
export const catalogue: Catalogue = endpointInfo;
