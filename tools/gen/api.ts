// core/generated/api.ts: request / response types of every catalogue endpoint, and ApiMap, the
// one table the engine's api client is typed by (endpoint id -> request, response). Derived from
// the same catalogue the server validates with, so a renamed field breaks the build, not the app.

import { compile } from 'json-schema-to-typescript';
import type { Catalogue } from '@core/catalogue/buildCatalogue';
import { codeHeader, type GeneratedFile } from '@core/codegen/generatedFile';
import { mapSchema } from '@core/schema/walk';
import { byCodeUnit } from './sort';

export const API_OUT_FILE = 'core/generated/api.ts';

/** member/verify.get -> MemberVerifyGet; trans/trade/logs -> TransTradeLogs. */
export function typeBaseName(id: string): string {
  return id
    .split(/[/._]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

// Nested titles would become extra named interfaces that could collide between endpoints; the
// endpoint's own name is the only one we want.
function anonymous(schema: object): Record<string, unknown> {
  return mapSchema(schema, ({ title: _title, $id: _id, $schema: _s, ...rest }) => rest) as Record<string, unknown>;
}

async function declaration(schema: object, name: string): Promise<string> {
  const ts = await compile({ ...anonymous(schema), title: name }, name, {
    bannerComment: '',
    additionalProperties: true,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    strictIndexSignatures: false,
    format: true,
    style: { printWidth: 120, singleQuote: true },
  });
  return ts.trim();
}

type CatalogueEntry = Catalogue['endpoints'][number];

function infoLine(e: CatalogueEntry): string {
  const extra = `${e.staff ? ', staff: true' : ''}${e.body === 'multipart' ? ', multipart: true' : ''}`;
  return `  ${JSON.stringify(e.id)}: { method: '${e.method}', path: ${JSON.stringify(e.path)}, auth: ${String(e.auth)}, live: ${String(e.status === 'live')}${extra} },`;
}

export const MEMBER_ENDPOINTS_FILE = 'engine/generated/memberEndpoints.ts';
export const STAFF_ENDPOINTS_FILE = 'engine/generated/staffEndpoints.ts';

/**
 * The browser's endpoint tables, in two modules: the members' calls, in the first download, and the
 * operations calls, a chunk fetched with the first staff screen (engine/app/catalogue.ts), so a
 * member's phone never downloads a line per staff endpoint.
 */
export function generateEndpointTables(catalogue: Catalogue, source = 'schemas/api/*.json'): GeneratedFile[] {
  const endpoints = [...catalogue.endpoints].sort((a, b) => byCodeUnit(a.id, b.id));
  const table = (name: string, keep: (e: CatalogueEntry) => boolean, what: string): string =>
    `${codeHeader(`${source} via tools/gen/api.ts`)}/* eslint-disable */
import type { EndpointId, EndpointInfo } from '@core/generated/api';

/** ${what} */
export const ${name}: Partial<Record<EndpointId, EndpointInfo>> = {
${endpoints.filter(keep).map(infoLine).join('\n')}
};
`;
  return [
    {
      path: MEMBER_ENDPOINTS_FILE,
      content: table('memberEndpoints', (e) => e.staff === undefined, "The members' calls: what the api client needs at run time."),
    },
    {
      path: STAFF_ENDPOINTS_FILE,
      content: table('staffEndpoints', (e) => e.staff !== undefined, 'The operations calls, loaded with the first staff screen.'),
    },
  ];
}

export async function generateApiTypes(catalogue: Catalogue, source = 'schemas/api/*.json'): Promise<GeneratedFile> {
  const endpoints = [...catalogue.endpoints].sort((a, b) => byCodeUnit(a.id, b.id));
  const names = new Map<string, string>();
  for (const e of endpoints) {
    const name = typeBaseName(e.id);
    const other = names.get(name);
    if (other !== undefined) throw new Error(`endpoints ${other} and ${e.id} both map to the type name ${name}`);
    names.set(name, e.id);
  }

  const blocks: string[] = [];
  for (const e of endpoints) {
    const base = typeBaseName(e.id);
    blocks.push(
      `// ${e.method} /api/${e.path}${e.auth ? ' (auth)' : ''}${e.status === 'planned' ? ` [planned: ${e.plannedIn ?? '?'}]` : ''}: ${e.summary}`,
    );
    blocks.push(await declaration(e.request, `${base}Request`));
    blocks.push(await declaration(e.response, `${base}Response`));
  }

  const map = endpoints
    .map((e) => `  ${JSON.stringify(e.id)}: { request: ${typeBaseName(e.id)}Request; response: ${typeBaseName(e.id)}Response };`)
    .join('\n');
  const union = (ids: string[]): string => (ids.length > 0 ? ids.map((id) => `\n  | ${JSON.stringify(id)}`).join('') : ' never');
  const live = endpoints.filter((e) => e.status === 'live').map((e) => e.id);
  const ids = (keep: (e: (typeof endpoints)[number]) => boolean): string => union(endpoints.filter(keep).map((e) => e.id));
  const info = endpoints.map(infoLine).join('\n');

  const content = `${codeHeader(`${source} via tools/gen/api.ts`)}/* eslint-disable */

${blocks.join('\n\n')}

/** Endpoint id -> request (query for GET, JSON body for POST/PUT) and response (the envelope's data on code 0). */
export interface ApiMap {
${map}
}

export type EndpointId = keyof ApiMap;

/** Endpoints the server implements today; the others answer code 501 until their work lands. */
export type LiveEndpointId =${union(live)};

/** Endpoints that need the member's session: the server's handlers for them always have a caller. */
export type MemberEndpointId =${ids((e) => e.auth)};

/** Public endpoints that read the session when one is sent: only their handlers may see a caller. */
export type OptionalSessionEndpointId =${ids((e) => e.optionalSession === true)};

/** Operations endpoints: the server's handlers for them always have the signed-in staff member. */
export type StaffEndpointId =${ids((e) => e.staff !== undefined)};

/** Money writes run once per Idempotency-Key: the server's dispatcher, not the handler, keeps the key. */
export type IdempotentEndpointId =${ids((e) => e.idempotent === true)};

export type ApiRequest<K extends EndpointId> = ApiMap[K]['request'];
export type ApiResponse<K extends EndpointId> = ApiMap[K]['response'];

export interface EndpointInfo {
  method: 'GET' | 'POST' | 'PUT';
  /** Served under <app.api.base>/<path>. */
  path: string;
  /** Needs the member's session: the client blocks the call and logs out when there is no token. */
  auth: boolean;
  live: boolean;
  /** An operations call: sent with the staff session's token, never the member's. */
  staff?: true;
  /** Sent as multipart/form-data: the text fields first, then one file. */
  multipart?: true;
}

/** What the api client needs at run time, without shipping the catalogue's schemas to the browser. */
export const endpointInfo: Record<EndpointId, EndpointInfo> = {
${info}
};
`;
  return { path: API_OUT_FILE, content };
}
