import { createStaff } from '@server/staff/accounts';
import type { Role } from '@server/staff/roles';
import { staffSignIn } from './staff';
import type { ApiResponse, EndpointId } from '@core/generated/api';
import type { ApiReply, TestServer } from './harness';

const tokens = new WeakMap<TestServer, Map<string, Promise<string>>>();

/** A signed-in screen editor (one per name per server). */
export function editorToken(s: TestServer, name = 'editor', roles: Role[] = ['screen_editor']): Promise<string> {
  let byName = tokens.get(s);
  if (!byName) tokens.set(s, (byName = new Map()));
  let token = byName.get(name);
  if (!token) {
    const email = `${name}@meridian.local`;
    token = createStaff(s.running.services, { email, name, password: 'Editor1234', roles }).then(() => staffSignIn(s, email, 'Editor1234'));
    byName.set(name, token);
  }
  return token;
}

export function ok<K extends EndpointId>(reply: ApiReply<K>, what: string): ApiResponse<K> {
  if (reply.body.code !== 0) throw new Error(`${what}: ${reply.body.code} ${reply.body.msg}`);
  return reply.data;
}

export async function newDraft(s: TestServer, token: string, message = 'A change'): Promise<number> {
  return ok(await s.api('ops/studio/draft_create', { message }, { token }), 'draft_create').id;
}

export async function fileText(s: TestServer, token: string, draft: number, path: string): Promise<string> {
  const { text } = ok(await s.api('ops/studio/file', { draft, path }, { token }), 'file');
  if (text === null) throw new Error(`file: ${path} is not in draft ${draft}`);
  return text;
}

/** Edits one file of a draft through a JSON edit of its parsed content, saved as two-space JSON. */
export async function editFile(
  s: TestServer,
  token: string,
  draft: number,
  path: string,
  edit: (doc: Record<string, unknown>) => void,
): Promise<ApiReply<'ops/studio/file_save'>> {
  const doc = JSON.parse(await fileText(s, token, draft, path)) as Record<string, unknown>;
  edit(doc);
  return s.api(
    'ops/studio/file_save',
    { draft, base_revision: await revisionOf(s, draft), path, text: `${JSON.stringify(doc, null, 2)}\n` },
    { token },
  );
}

export async function published(s: TestServer): Promise<{ version: number; overrides: { path: string; hash: string | null }[] }> {
  return ok(await s.api('screens/published'), 'screens/published');
}

/** An administrator (may do everything a screen editor may), the same one publish.test.ts uses. */
export function adminToken(s: TestServer): Promise<string> {
  return editorToken(s, 'boss', ['admin']);
}

/** Sets the value at a JSON pointer of a parsed file (every step on the way must exist). */
export function setAt(doc: Record<string, unknown>, pointer: string, value: unknown): void {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = doc as Record<string, unknown>;
  for (const p of parts.slice(0, -1)) node = node[p] as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

/** Saves a file's whole text into a draft. */
export async function saveText(
  s: TestServer,
  token: string,
  draft: number,
  path: string,
  text: string,
): Promise<ApiReply<'ops/studio/file_save'>> {
  return s.api('ops/studio/file_save', { draft, base_revision: await revisionOf(s, draft), path, text }, { token });
}

export interface GateErrorView {
  file: string;
  pointer: string;
  line: number;
  column: number;
  message: string;
}

export interface CheckView {
  ok: boolean;
  errors: GateErrorView[];
  needs_approval: boolean;
  approval_reasons: string[];
}

/** ops/studio/check on a draft (the publish gate's verdict). */
export async function gateCheck(s: TestServer, token: string, draft: number): Promise<CheckView> {
  return ok(await s.api('ops/studio/check', { draft }, { token }), 'check');
}

export interface DraftChanges {
  status: string;
  changes: { path: string; kind: string; op: string; money: boolean }[];
  errors: GateErrorView[];
  needs_approval: boolean;
  can_publish: boolean;
}

export async function draftView(s: TestServer, token: string, id: number): Promise<DraftChanges> {
  return ok(await s.api('ops/studio/draft', { id }, { token }), 'draft');
}

/** Publishes a draft that needs no second person; answers the new version. */
export async function publishDraft(s: TestServer, token: string, draft: number): Promise<number> {
  return ok(await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token }), 'publish').version;
}

/**
 * What a save or publish is based on: the change's base version and revision as they are now (read
 * from the database: ops/studio/draft would run the whole gate), for calls that are not about conflicts.
 */
export async function based(s: TestServer, draft: number): Promise<{ base_version: number; base_revision: number }> {
  const { rows } = await s.running.services.db.query<{ base_version: number; revision: number }>(
    'SELECT base_version, revision FROM bundle_drafts WHERE id = $1',
    [String(draft)],
  );
  const row = rows[0];
  if (!row) throw new Error(`based: no draft ${draft}`);
  return { base_version: row.base_version, base_revision: row.revision };
}

export async function revisionOf(s: TestServer, draft: number): Promise<number> {
  return (await based(s, draft)).base_revision;
}
