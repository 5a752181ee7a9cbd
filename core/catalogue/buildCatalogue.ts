// The endpoint catalogue: schemas/api/<group>.json, one file per group of spec section 7.
// The server registers its routes from it and the type generator and bundle validator read it too,
// so it depends on nothing but ajv, and on no file system: server/catalogue/loadCatalogue.ts reads
// the files and hands them here. Shared definitions (defs.json#/$defs/X) are inlined here, once, so
// every consumer gets self-contained schemas and none of them needs a $ref resolver.

import Ajv from 'ajv';

export type JsonSchema = Record<string, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface Endpoint {
  /** Stable name screens use: the path, plus .get/.post/.put where several methods share it. */
  id: string;
  group: string;
  method: HttpMethod;
  /** Served under /api/<path>. */
  path: string;
  /** Needs the member's session. */
  auth: boolean;
  /** Whether spec section 7 itself flags the call. */
  specAuth?: boolean;
  status: 'live' | 'planned';
  plannedIn?: string;
  summary: string;
  /** An operations call: a staff session with one of these roles (admin may do everything). */
  staff?: ('admin' | 'kyc_reviewer' | 'finance_reviewer' | 'support' | 'screen_editor')[];
  /** spec: one of the 108 calls of spec section 7; extension: ours (uploads, operations). */
  origin?: 'spec' | 'extension';
  /** multipart: text fields (validated by request) plus one file; otherwise JSON or query. */
  body?: 'json' | 'multipart';
  /** A body limit above the server's 1 MiB default (bytes), for a call carrying a whole bundle. */
  maxBodyBytes?: number;
  /** A public call that reads the session when one is sent (its answer differs for a signed-in member). */
  optionalSession?: true;
  /** A money write: the Idempotency-Key header is required and one key has one effect. */
  idempotent?: boolean;
  /** JSON Schema of the query (GET) or body (POST/PUT); an object schema. */
  request: JsonSchema;
  /** JSON Schema of the envelope's data on code 0. */
  response: JsonSchema;
}

export interface Catalogue {
  endpoints: Endpoint[];
  byId: Map<string, Endpoint>;
}

/** The catalogue's files as read: the file schema, defs.json and every group file (JSON text). */
export interface CatalogueFiles {
  /** Where the files came from, for messages. */
  dir: string;
  schema: unknown;
  defs: unknown;
  groups: Array<{ file: string; text: string }>;
}

export class CatalogueError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: string[],
  ) {
    super(`API catalogue ${dir} has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.name = 'CatalogueError';
  }
}

/** Files of the catalogue folder that are not endpoint groups. */
export const NOT_GROUP_FILES: ReadonlySet<string> = new Set(['defs.json', 'catalogue.schema.json']);
const DEFS_REF = /^defs\.json#\/\$defs\/([A-Za-z0-9_]+)$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Deep copy of `node` with every defs.json ref replaced by a copy of the definition. */
function inlineDefs(node: unknown, defs: Record<string, unknown>, pointer: string, problems: string[], stack: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item, i) => inlineDefs(item, defs, `${pointer}/${i}`, problems, stack));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const match = DEFS_REF.exec(ref);
    const name = match?.[1];
    if (name === undefined) {
      problems.push(`${pointer}/$ref: unsupported ref "${ref}" (only defs.json#/$defs/<Name>)`);
      return node;
    }
    if (!(name in defs)) {
      problems.push(`${pointer}/$ref: "${ref}" names no definition in defs.json`);
      return node;
    }
    if (stack.includes(name)) {
      problems.push(`${pointer}/$ref: defs.json definitions refer to each other in a cycle (${[...stack, name].join(' -> ')})`);
      return node;
    }
    const { $ref: _ref, ...siblings } = node;
    const def = inlineDefs(defs[name], defs, `${pointer}/$ref(${name})`, problems, [...stack, name]);
    // Keywords next to the ref (a description, a narrower maxLength) refine the shared definition.
    const refined = isObject(def) ? { ...def } : {};
    for (const [key, value] of Object.entries(siblings)) {
      refined[key] = inlineDefs(value, defs, `${pointer}/${pointerSegment(key)}`, problems, stack);
    }
    return refined;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = inlineDefs(value, defs, `${pointer}/${pointerSegment(key)}`, problems, stack);
  }
  return out;
}

/** Checks and assembles the catalogue from its files; throws CatalogueError listing every problem. */
export function buildCatalogue({ dir, schema, defs: defsJson, groups }: CatalogueFiles): Catalogue {
  const problems: string[] = [];

  const ajv = new Ajv({ allErrors: true, strict: false });
  const validateFile = ajv.compile(schema as JsonSchema);
  const defs = isObject(defsJson) && isObject(defsJson.$defs) ? defsJson.$defs : {};

  const endpoints: Endpoint[] = [];
  const byId = new Map<string, Endpoint>();
  const where = new Map<string, string>();
  const byRoute = new Map<string, string>();

  for (const { file, text } of [...groups].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch (error) {
      problems.push(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    if (!validateFile(json)) {
      for (const e of validateFile.errors ?? []) {
        problems.push(
          `${file} ${e.instancePath || '/'}: ${e.message ?? 'invalid'}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}`,
        );
      }
      continue;
    }
    const group = json as { group: string; endpoints: Endpoint[] };
    group.endpoints.forEach((raw, i) => {
      const at = `${file} /endpoints/${i}`;
      const refProblems: string[] = [];
      const endpoint = inlineDefs(raw, defs, `/endpoints/${i}`, refProblems) as Endpoint;
      problems.push(...refProblems.map((p) => `${file} ${p}`));
      endpoint.group = group.group;

      if (endpoint.id !== endpoint.path && endpoint.id !== `${endpoint.path}.${endpoint.method.toLowerCase()}`) {
        problems.push(
          `${at}/id: "${endpoint.id}" must equal the path "${endpoint.path}" (or "${endpoint.path}.${endpoint.method.toLowerCase()}")`,
        );
      }
      if (endpoint.optionalSession && (endpoint.auth || endpoint.staff)) {
        problems.push(`${at}/optionalSession: only a public member call reads a session it may not get`);
      }
      if (endpoint.request.type !== 'object') {
        problems.push(`${at}/request: must be an object schema ("type": "object")`);
      }
      // The app mirrors a page size into both names (spec section 7: "a limit/size pair in the
      // payload is mirrored"), so a request that takes one and refuses the other breaks every call.
      const requestProps = (endpoint.request as { properties?: Record<string, unknown> }).properties ?? {};
      if ('limit' in requestProps !== 'size' in requestProps) {
        problems.push(
          `${at}/request: takes "${'limit' in requestProps ? 'limit' : 'size'}" without "${'limit' in requestProps ? 'size' : 'limit'}" (the app sends both)`,
        );
      }
      for (const part of ['request', 'response'] as const) {
        if (refProblems.length === 0 && !ajv.validateSchema(endpoint[part])) {
          problems.push(`${at}/${part}: not a valid JSON Schema (${ajv.errorsText(ajv.errors)})`);
        }
      }
      const previous = where.get(endpoint.id);
      if (previous !== undefined) {
        problems.push(`${at}/id: duplicate id "${endpoint.id}" (also ${previous})`);
        return;
      }
      const route = `${endpoint.method} ${endpoint.path}`;
      const sameRoute = byRoute.get(route);
      if (sameRoute !== undefined) {
        problems.push(`${at}: duplicate method and path "${route}" (also ${sameRoute})`);
        return;
      }
      where.set(endpoint.id, at);
      byRoute.set(route, at);
      endpoints.push(endpoint);
      byId.set(endpoint.id, endpoint);
    });
  }

  if (problems.length > 0) throw new CatalogueError(dir, problems);
  return { endpoints, byId };
}
